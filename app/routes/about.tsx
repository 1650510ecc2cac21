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
import * as transparencyCopy from "../content/transparency.ts";
import { loadCollection } from "../lib/collections.server.ts";
import { copyFor } from "../lib/copy.server.ts";
import { copyPageMeta } from "../lib/meta.ts";
import { pageCopy } from "../lib/page-copy.server.ts";
import { pageLanguage, requestLocale } from "../lib/page-language.ts";
import { useSiteSettings } from "../lib/site-settings.ts";
import type { Route } from "./+types/about";

export async function loader({ request, context }: Route.LoaderArgs) {
  const copy = {
    page: await pageCopy(context, request, "about"),
    openBooks: copyFor(request, "transparency", transparencyCopy).transparencyLink,
  };
  return {
    copy,
    language: pageLanguage(requestLocale(request)),
    leadership: await loadCollection(context.get(servicesContext), "team", requestLocale(request), {
      kind: "leadership",
    }),
  };
}

export const meta: Route.MetaFunction = (args) => copyPageMeta(args);

export default function About({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData.copy;
  const language = loaderData.language;
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
        <OpenBooksLink
          label={loaderData.copy.openBooks.label}
          href={localizedPath(loaderData.copy.openBooks.href, language.page)}
        />
      </Section>
      <Section id="vision" tone="tint" title={page.visionTitle}>
        <p className="mx-auto max-w-3xl text-center font-display text-2xl text-brand-800 sm:text-3xl">{page.vision}</p>
      </Section>
      {loaderData.leadership.items.length > 0 && (
        <Section id="team" title={page.teamTitle} intro={page.teamIntro}>
          <LeadershipGrid members={loaderData.leadership.items} language={language} />
        </Section>
      )}
      <CallToActionBand cta={page.cta} />
    </>
  );
}
