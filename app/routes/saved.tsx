import { SavedList } from "../components/offline/saved-list.tsx";
import { Container, PageHero } from "../components/ui/layout.tsx";
import * as offlineCopy from "../content/offline.ts";
import { copyFor } from "../lib/copy.server.ts";
import { packCopy, unpackCopy } from "../lib/copy-wire.ts";
import { pageMeta } from "../lib/meta.ts";
import { routeComponent } from "../lib/route-component.ts";
import type { Route } from "./+types/saved";

/** The copy this page shows, in its language (decision 0066). */
type Copy = { savedPage: typeof offlineCopy.savedPage };

export function loader({ request }: Route.LoaderArgs) {
  return { copy: packCopy({ savedPage: copyFor(request, "offline", offlineCopy).savedPage } satisfies Copy) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches[0]?.loaderData, { ...unpackCopy<Copy>(loaderData.copy).savedPage.meta, noindex: true })
    : [];

/** /saved: the articles and reports saved on this device (docs/product.md, "Reading offline"). */
function Saved({ loaderData }: Route.ComponentProps) {
  const { savedPage } = unpackCopy<Copy>(loaderData.copy);
  return (
    <>
      <PageHero eyebrow={savedPage.hero.eyebrow} title={savedPage.hero.title} intro={savedPage.hero.intro} />
      <Container className="max-w-3xl py-12">
        <SavedList copy={savedPage} />
      </Container>
    </>
  );
}

export default routeComponent(Saved);
