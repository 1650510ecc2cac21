import { withFigures } from "../../shared/site-settings.ts";
import { HighlightGrid } from "../components/cards/highlight-grid.tsx";
import { StatsRow } from "../components/cards/stats-row.tsx";
import { EventsAndCallToAction } from "../components/events/events-and-call-to-action.tsx";
import { CampaignCard } from "../components/programmes/campaign-card.tsx";
import { SuccessStories } from "../components/stories/success-stories.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import { eventsPageLoader } from "../lib/events-page.server.ts";
import { copyPageMeta } from "../lib/meta.ts";
import { routeComponent } from "../lib/route-component.ts";
import { useIllustrationAlt, useShellData } from "../lib/shell-copy.ts";
import { useSiteSettings } from "../lib/site-settings.ts";
import type { Route } from "./+types/grassroots-advocacy";

export const loader = eventsPageLoader("grassroots-advocacy", "action");

export const meta: Route.MetaFunction = (args) => copyPageMeta(args);

function GrassrootsAdvocacy({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData.copy;
  const shell = useShellData()?.shell;
  const illustrationAlt = useIllustrationAlt();
  return (
    <>
      <PageHero {...page.hero} />
      <Section title={page.impactTitle}>
        <StatsRow stats={withFigures(page.impact, useSiteSettings())} />
      </Section>
      <Section tone="tint" title={page.toolsTitle} intro={page.toolsIntro}>
        <HighlightGrid items={page.tools} />
      </Section>
      <Section id="campaigns" title={page.campaignsTitle} intro={page.campaignsIntro}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {page.campaigns.map((c) => (
            <li key={c.id} className="grid">
              <CampaignCard campaign={c} />
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="tint" title={page.storiesTitle}>
        <SuccessStories
          stories={page.stories}
          imageAlt={(s) => illustrationAlt(s.title)}
          fact={(s) => ({ icon: "pin", text: s.place, label: shell?.place ?? "" })}
        />
      </Section>
      <EventsAndCallToAction
        id="actions"
        copy={loaderData.copy}
        events={loaderData.events}
        registerLabel={page.joinLabel}
      />
    </>
  );
}

export default routeComponent(GrassrootsAdvocacy);
