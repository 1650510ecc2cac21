import { withFigures } from "../../shared/site-settings.ts";
import { ActionLinks } from "../components/cards/action-links.tsx";
import { HighlightGrid } from "../components/cards/highlight-grid.tsx";
import { StatsRow } from "../components/cards/stats-row.tsx";
import { StepsList } from "../components/cards/steps-list.tsx";
import { ClubTypeCard } from "../components/clubs/club-type-card.tsx";
import { EventsAndCallToAction } from "../components/events/events-and-call-to-action.tsx";
import { SuccessStories } from "../components/stories/success-stories.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import { eventsPageLoader } from "../lib/events-page.server.ts";
import { copyPageMeta } from "../lib/meta.ts";
import { routeComponent } from "../lib/route-component.ts";
import { useCardLabels, useIllustrationAlt } from "../lib/shell-copy.ts";
import { useSiteSettings } from "../lib/site-settings.ts";
import type { Route } from "./+types/community-club";

export const loader = eventsPageLoader("community-club", "club-event");

export const meta: Route.MetaFunction = (args) => copyPageMeta(args);

function CommunityClub({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData.copy;
  const illustrationAlt = useIllustrationAlt();
  const labels = useCardLabels();
  return (
    <>
      <PageHero {...page.hero}>
        <ActionLinks actions={page.heroActions} />
      </PageHero>
      <Section title={page.statsTitle}>
        <StatsRow stats={withFigures(page.stats, useSiteSettings())} />
      </Section>
      <Section id="benefits" tone="tint" title={page.benefitsTitle}>
        <HighlightGrid items={page.benefits} />
      </Section>
      <Section id="club-types" title={page.typesTitle}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.types.map((club) => (
            <li key={club.id} className="grid">
              <ClubTypeCard club={club} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="how-to-register" tone="tint" title={page.stepsTitle} intro={page.stepsIntro}>
        <StepsList steps={page.steps} />
      </Section>
      <Section title={page.storiesTitle}>
        <SuccessStories
          stories={page.stories}
          imageAlt={(s) => illustrationAlt(s.title)}
          fact={(s) => ({ icon: "users", text: s.members, label: labels.members })}
          outcome={(s) => `${labels.impact} ${s.impact}`}
        />
      </Section>
      <EventsAndCallToAction
        id="events"
        tone="tint"
        copy={loaderData.copy}
        events={loaderData.events}
        registerLabel={page.registerLabel}
      />
    </>
  );
}

export default routeComponent(CommunityClub);
