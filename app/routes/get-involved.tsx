import { ActionLinks } from "../components/cards/action-links.tsx";
import { CallToActionBand } from "../components/cards/call-to-action-band.tsx";
import { OpportunityGrid } from "../components/get-involved/opportunity-grid.tsx";
import { ReachUsCards } from "../components/get-involved/reach-us-cards.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import { copyPageMeta } from "../lib/meta.ts";
import { pageCopy } from "../lib/page-copy.server.ts";
import { routeComponent } from "../lib/route-component.ts";
import { pageSiteSettings } from "../lib/site-settings.server.ts";
import { useSiteSettings } from "../lib/site-settings.ts";
import type { Route } from "./+types/get-involved";

/** The page's copy in its language, chosen on the server (decision 0066). */
export async function loader({ request, context }: Route.LoaderArgs) {
  // The reach-us cards show the contact details in the settings (decision 0093).
  return {
    copy: { page: await pageCopy(context, request, "get-involved") },
    site: await pageSiteSettings(context, request),
  };
}

export const meta: Route.MetaFunction = (args) => copyPageMeta(args);

function GetInvolved({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData.copy;
  return (
    <>
      <PageHero {...page.hero}>
        <ActionLinks actions={page.heroActions} />
      </PageHero>
      <Section id="volunteer" title={page.volunteerTitle} intro={page.volunteerIntro}>
        <OpportunityGrid items={page.volunteer} />
      </Section>
      <Section id="partnership" tone="tint" title={page.partnershipTitle} intro={page.partnershipIntro}>
        <OpportunityGrid items={page.partnerships} />
      </Section>
      <Section id="support" title={page.supportTitle}>
        <OpportunityGrid items={page.support} columns={3} />
      </Section>
      <Section id="contact" tone="tint" title={page.reachTitle} intro={page.reachIntro}>
        <ReachUsCards settings={useSiteSettings()} copy={page.reachCards} />
      </Section>
      <CallToActionBand cta={page.cta} />
    </>
  );
}

export default routeComponent(GetInvolved);
