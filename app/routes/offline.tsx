import { Container } from "../components/ui/layout.tsx";
import { useLocalizedHref } from "../components/ui/localized-link.tsx";
import * as offlineCopy from "../content/offline.ts";
import { copyFor } from "../lib/copy.server.ts";
import { packCopy, unpackCopy } from "../lib/copy-wire.ts";
import { pageMeta } from "../lib/meta.ts";
import { routeComponent } from "../lib/route-component.ts";
import type { Route } from "./+types/offline";

/** The copy this page shows, in its language (decision 0066). */
type Copy = { offlinePage: typeof offlineCopy.offlinePage };

export function loader({ request }: Route.LoaderArgs) {
  return { copy: packCopy({ offlinePage: copyFor(request, "offline", offlineCopy).offlinePage } satisfies Copy) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches[0]?.loaderData, { ...unpackCopy<Copy>(loaderData.copy).offlinePage.meta, noindex: true })
    : [];

/**
 * The offline page (docs/product.md, "Reading offline"): the service worker
 * keeps it at install and shows it, in the page's language, for any page it has
 * no copy of, with its scripts left out and the empty list below filled with
 * links to what is saved (app/service-worker/offline-fallback.ts reads
 * `id="offline-saved-list"` and the `data-saved-at` words).
 */
function Offline({ loaderData }: Route.ComponentProps) {
  const { offlinePage } = unpackCopy<Copy>(loaderData.copy);
  const localized = useLocalizedHref();
  return (
    <Container className="max-w-3xl pt-32 pb-24 sm:pt-40">
      <h1 className="font-display text-3xl font-bold sm:text-4xl">{offlinePage.title}</h1>
      <p className="mt-4 text-lg text-muted">{offlinePage.body}</p>
      <h2 className="mt-10 font-display text-xl font-bold">{offlinePage.savedTitle}</h2>
      <ul id="offline-saved-list" data-saved-at={offlinePage.savedAt} className="mt-4 flex flex-col gap-3" />
      <p className="mt-6">
        <a href={localized("/saved")} className="font-semibold text-brand-700 underline">
          {offlinePage.seeSaved}
        </a>
      </p>
    </Container>
  );
}

export default routeComponent(Offline);
