import { data } from "react-router";
import { servicesContext } from "../../server/http/request-context.ts";
import type { Opening } from "../../shared/collections/index.ts";
import type { OpeningKind } from "../../shared/collections/openings.ts";
import { formatDate } from "../../shared/format-date.ts";
import { pathWithoutLocale } from "../../shared/locales.ts";
import { jobPostingLd } from "../../shared/structured-data/job-posting.ts";
import { JobCard } from "../components/careers/job-card.tsx";
import { PositionCard } from "../components/careers/position-card.tsx";
import { RoleCard } from "../components/careers/role-card.tsx";
import { JsonLd } from "../components/seo/json-ld.tsx";
import { buttonClass } from "../components/ui/button.tsx";
import { InEnglishOnly } from "../components/ui/in-english-only.tsx";
import { Container, PageHero } from "../components/ui/layout.tsx";
import { Link } from "../components/ui/localized-link.tsx";
import * as openingsCopy from "../content/openings.ts";
import { OPENING_LIST_PATH, openingPath } from "../content/openings.ts";
import type { BreadcrumbHandle } from "../lib/breadcrumb-trail.ts";
import { loadItem } from "../lib/collections.server.ts";
import { copyFor } from "../lib/copy.server.ts";
import { packCopy, unpackCopy } from "../lib/copy-wire.ts";
import { useLocale } from "../lib/locale.ts";
import { pageMeta } from "../lib/meta.ts";
import { pageLanguage, requestLocale } from "../lib/page-language.ts";
import { routeComponent } from "../lib/route-component.ts";
import type { Route } from "./+types/opening";
import NotFound from "./not-found.tsx";

/** The copy this page shows, in its language (decision 0066). */
type Copy = { copy: typeof openingsCopy.openingPage };

const KIND_BY_PATH: Record<string, OpeningKind> = {
  volunteer: "volunteer",
  intern: "internship",
  "work-with-us": "job",
};

/**
 * /volunteer/{id}, /intern/{id} and /work-with-us/{id}: one opening. After its
 * closing moment (decided now, at request time) the page says it has closed (410).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const copy = packCopy({ copy: copyFor(request, "openings", openingsCopy).openingPage } satisfies Copy);
  const services = context.get(servicesContext);
  const language = pageLanguage(requestLocale(request));
  const kind = KIND_BY_PATH[pathWithoutLocale(new URL(request.url).pathname).split("/")[1] ?? ""];
  const opening = kind ? await loadItem(services, "openings", params.id, requestLocale(request)) : null;
  if (!kind || !opening || opening.kind !== kind)
    return data({ copy, opening: null, kind: null, closed: false, jsonLd: null, language }, { status: 404 });
  const closed = opening.closes_at !== null && new Date(opening.closes_at) <= services.now();
  // A closed opening declares no JobPosting (jobPostingLd gives null after the closing moment).
  const jsonLd = jobPostingLd(opening, services.config.publicUrl, services.now(), requestLocale(request));
  return data({ copy, opening, kind, closed, jsonLd, language }, { status: closed ? 410 : 200 });
}

export const handle: BreadcrumbHandle = {
  breadcrumb: (loaded) => {
    const opening = (loaded as { opening: Opening | null } | undefined)?.opening;
    return opening
      ? { label: opening.title, path: openingPath(opening.kind, opening.id), parent: OPENING_LIST_PATH[opening.kind] }
      : null;
  },
};

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  if (!loaderData?.copy) return [];
  const { copy } = unpackCopy<Copy>(loaderData.copy);
  const opening = loaderData?.opening;
  return pageMeta(matches[0]?.loaderData, {
    title: !opening ? copy.notFoundTitle : loaderData.closed ? copy.closedTitle : opening.title,
    description: opening?.description || copy.closedTitle,
    path: location.pathname,
    noindex: !opening || loaderData.closed,
  });
};

/** The opening's card right under the page's h1: its title is an h2 (no heading level skipped). */
function OpeningCard({ opening }: { opening: Opening }) {
  if (opening.kind === "volunteer") return <RoleCard role={opening} headingLevel={2} />;
  if (opening.kind === "internship") return <PositionCard position={opening} headingLevel={2} />;
  return <JobCard job={opening} headingLevel={2} />;
}

function OpeningPage({ loaderData }: Route.ComponentProps) {
  const { copy } = unpackCopy<Copy>(loaderData.copy);
  const locale = useLocale();
  const { opening, kind, closed, jsonLd } = loaderData;
  const language = loaderData.language;
  if (!opening || !kind) return <NotFound />;
  const contentLang = opening.locale && opening.locale !== language.page ? opening.locale : undefined;
  const back = (
    <Link to={OPENING_LIST_PATH[kind]} className={buttonClass(closed ? "light" : "outline", "md")}>
      {copy.back[kind]}
    </Link>
  );
  if (closed) {
    return (
      <PageHero
        eyebrow={copy.eyebrow[kind]}
        title={copy.closedTitle}
        intro={copy.closedText(opening.title, formatDate(opening.closes_at, "long", locale))}
      >
        {back}
      </PageHero>
    );
  }
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow[kind]}
        title={opening.title}
        intro={opening.description}
        contentLang={contentLang}
      />
      <Container className="py-12 sm:py-16">
        <div className="flex max-w-xl flex-col gap-8">
          <InEnglishOnly itemLocale={opening.locale} language={language}>
            <OpeningCard opening={opening} />
          </InEnglishOnly>
          <div>{back}</div>
        </div>
      </Container>
      {jsonLd && <JsonLd data={jsonLd} />}
    </>
  );
}

export default routeComponent(OpeningPage);
