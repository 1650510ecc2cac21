import { fillIn } from "../../shared/fill-in.ts";
import { withFigures } from "../../shared/site-settings.ts";
import { HighlightGrid } from "../components/cards/highlight-grid.tsx";
import { StatsRow } from "../components/cards/stats-row.tsx";
import { EventsAndCallToAction } from "../components/events/events-and-call-to-action.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import { eventsPageLoader } from "../lib/events-page.server.ts";
import { contactHref } from "../lib/links.ts";
import { copyPageMeta } from "../lib/meta.ts";
import { routeComponent } from "../lib/route-component.ts";
import { useSiteSettings } from "../lib/site-settings.ts";
import type { Route } from "./+types/community-dialogues";

export const loader = eventsPageLoader("community-dialogues", "dialogue");

export const meta: Route.MetaFunction = (args) => copyPageMeta(args);

function CommunityDialogues({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData.copy;
  return (
    <>
      <PageHero {...page.hero} />
      <Section title={page.formatTitle}>
        <HighlightGrid items={page.format} />
      </Section>
      <Section tone="dark" title={page.statsTitle}>
        <StatsRow stats={withFigures(page.stats, useSiteSettings())} tone="dark" />
      </Section>
      <EventsAndCallToAction
        id="dialogues"
        copy={loaderData.copy}
        events={loaderData.events}
        registerLabel={page.registerLabel}
        pastAction={(e) => ({
          label: page.summaryLabel,
          href: contactHref(fillIn(page.summarySubject, { title: e.title })),
          variant: "outline",
        })}
      />
    </>
  );
}

export default routeComponent(CommunityDialogues);
