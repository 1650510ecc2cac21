import { servicesContext } from "../../server/http/request-context.ts";
import { ActionLinks } from "../components/cards/action-links.tsx";
import { CallToActionBand } from "../components/cards/call-to-action-band.tsx";
import { FeatureCard } from "../components/cards/feature-card.tsx";
import { HighlightGrid } from "../components/cards/highlight-grid.tsx";
import { StatsRow } from "../components/cards/stats-row.tsx";
import { StepsList } from "../components/cards/steps-list.tsx";
import { ClubTypeCard } from "../components/clubs/club-type-card.tsx";
import { EventSections, registerWhenOpen } from "../components/events/event-sections.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import { communityClubPage as page } from "../content/community-club.ts";
import { eventCalendarCopy } from "../content/event-calendar.ts";
import { loadEvents } from "../lib/collections.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/community-club";

export async function loader({ context }: Route.LoaderArgs) {
  return { events: await loadEvents(context.get(servicesContext), "club-event") };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches[0]?.loaderData, page.meta);

export default function CommunityClub({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...page.hero}>
        <ActionLinks actions={page.heroActions} />
      </PageHero>
      <Section title={page.statsTitle}>
        <StatsRow stats={page.stats} />
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
        <div className="grid gap-6 md:grid-cols-3">
          {page.stories.map((s) => (
            <FeatureCard
              key={s.title}
              image={s.image}
              imageAlt={`Illustration for ${s.title}`}
              title={s.title}
              meta={[{ icon: "users", text: s.members, label: "Members" }]}
              description={s.description}
            >
              <p className="rounded-xl bg-brand-50 p-3 text-sm font-semibold text-brand-800">Impact: {s.impact}</p>
            </FeatureCard>
          ))}
        </div>
      </Section>
      <EventSections
        id="events"
        tone="tint"
        copy={page.events}
        calendar={eventCalendarCopy}
        lists={loaderData.events}
        upcomingAction={registerWhenOpen(page.registerLabel)}
      />
      <CallToActionBand cta={page.cta} />
    </>
  );
}
