import { servicesContext } from "../../server/http/request-context.ts";
import { localizedPath } from "../../shared/locales.ts";
import { withFigures } from "../../shared/site-settings.ts";
import { CallToActionBand } from "../components/cards/call-to-action-band.tsx";
import { HighlightGrid } from "../components/cards/highlight-grid.tsx";
import { StatsRow } from "../components/cards/stats-row.tsx";
import { StoryBlock } from "../components/cards/story-block.tsx";
import { LeadershipGrid } from "../components/team/leadership-grid.tsx";
import { OpenBooksLink } from "../components/transparency/open-books-link.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import { StaticIsland } from "../components/ui/static-island.tsx";
import * as transparencyCopy from "../content/transparency.ts";
import { loadCollection } from "../lib/collections.server.ts";
import { copyFor } from "../lib/copy.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { pageCopy } from "../lib/page-copy.server.ts";
import { pageLanguage, requestLocale } from "../lib/page-language.ts";
import { renderOnly } from "../lib/render-only.server.ts";
import { routeComponent } from "../lib/route-component.ts";
import { useSiteSettings } from "../lib/site-settings.ts";
import type { Route } from "./+types/about";

export async function loader({ request, context }: Route.LoaderArgs) {
  const copy = {
    page: await pageCopy(context, request, "about"),
    openBooks: copyFor(request, "transparency", transparencyCopy).transparencyLink,
  };
  const body = {
    copy,
    language: pageLanguage(requestLocale(request)),
    leadership: await loadCollection(context.get(servicesContext), "team", requestLocale(request), {
      kind: "leadership",
    }),
  };
  // Nothing on this page is interactive: all of it is a static island, and only meta()'s words are hydration data (decision 0093).
  return renderOnly(context, { meta: copy.page.meta, body }, ["body"]);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches[0]?.loaderData, loaderData.meta) : [];

function About({ loaderData }: Route.ComponentProps) {
  return <StaticIsland data={loaderData.body}>{(body) => <AboutBody {...body} />}</StaticIsland>;
}

/** The page itself, as the server renders it (and the browser after a client navigation). */
function AboutBody({ copy, language, leadership }: NonNullable<Route.ComponentProps["loaderData"]["body"]>) {
  const { page } = copy;
  return (
    <>
      <PageHero {...page.hero} />
      <Section id="history" title={page.historyTitle}>
        <div className="grid gap-16">
          {page.history.map((story, i) => (
            <StoryBlock key={story.title} story={story} flip={i % 2 === 1} />
          ))}
        </div>
      </Section>
      <Section id="values" tone="tint" title={page.valuesTitle}>
        <HighlightGrid items={page.values} />
      </Section>
      <Section id="track-record" tone="dark" title={page.trackRecordTitle} intro={page.trackRecordIntro}>
        <StatsRow stats={withFigures(page.trackRecord, useSiteSettings())} tone="dark" />
      </Section>
      <Section id="policy" title={page.policyTitle} intro={page.policyIntro}>
        <HighlightGrid items={page.policy} />
        <OpenBooksLink label={copy.openBooks.label} href={localizedPath(copy.openBooks.href, language.page)} />
      </Section>
      <Section id="vision" tone="tint" title={page.visionTitle}>
        <p className="mx-auto max-w-3xl text-center font-display text-2xl text-brand-800 sm:text-3xl">{page.vision}</p>
      </Section>
      {leadership.items.length > 0 && (
        <Section id="team" title={page.teamTitle} intro={page.teamIntro}>
          <LeadershipGrid members={leadership.items} language={language} />
        </Section>
      )}
      <CallToActionBand cta={page.cta} />
    </>
  );
}

export default routeComponent(About);
