import { withFigures } from "../../shared/site-settings.ts";
import { CallToActionBand } from "../components/cards/call-to-action-band.tsx";
import { StatsRow } from "../components/cards/stats-row.tsx";
import { SuccessStories } from "../components/stories/success-stories.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import * as communityImpactCopy from "../content/community-impact.ts";
import { copyFor } from "../lib/copy.server.ts";
import { copyPageMeta } from "../lib/meta.ts";
import { routeComponent } from "../lib/route-component.ts";
import { useIllustrationAlt, useShellData } from "../lib/shell-copy.ts";
import { pageSiteSettings } from "../lib/site-settings.server.ts";
import { useSiteSettings } from "../lib/site-settings.ts";
import type { Route } from "./+types/community-impact";

/** The page's copy in its language, chosen on the server (decision 0066). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    copy: { page: copyFor(request, "community-impact", communityImpactCopy).communityImpactPage },
    // The figures come from the settings (decision 0093).
    site: await pageSiteSettings(context, request),
  };
}

export const meta: Route.MetaFunction = (args) => copyPageMeta(args);

function CommunityImpact({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData.copy;
  const shell = useShellData()?.shell;
  const illustrationAlt = useIllustrationAlt();
  return (
    <>
      <PageHero {...page.hero} />
      <Section title={page.numbersTitle}>
        <StatsRow stats={withFigures(page.numbers, useSiteSettings())} />
      </Section>
      <Section tone="tint" title={page.storiesTitle} intro={page.storiesIntro}>
        <SuccessStories
          stories={page.stories}
          imageAlt={(s) => illustrationAlt(s.title)}
          fact={(s) => ({ icon: "pin", text: s.place, label: shell?.place ?? "" })}
          outcome={(s) => s.outcome}
        />
      </Section>
      <CallToActionBand cta={page.cta} />
    </>
  );
}

export default routeComponent(CommunityImpact);
