import { servicesContext } from "../../server/http/request-context.ts";
import { CallToActionBand } from "../components/cards/call-to-action-band.tsx";
import { HighlightGrid } from "../components/cards/highlight-grid.tsx";
import { AdvisoryList } from "../components/team/advisory-list.tsx";
import { LeadershipGrid } from "../components/team/leadership-grid.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import * as teamCopy from "../content/team.ts";
import { loadCollection } from "../lib/collections.server.ts";
import { copyFor } from "../lib/copy.server.ts";
import { copyPageMeta } from "../lib/meta.ts";
import { pageLanguage, requestLocale } from "../lib/page-language.ts";
import { routeComponent } from "../lib/route-component.ts";
import type { Route } from "./+types/team";

export async function loader({ request, context }: Route.LoaderArgs) {
  const copy = { page: copyFor(request, "team", teamCopy).teamPage };
  const services = context.get(servicesContext);
  const [leadership, advisory] = await Promise.all([
    loadCollection(services, "team", requestLocale(request), { kind: "leadership" }),
    loadCollection(services, "team", requestLocale(request), { kind: "advisory" }),
  ]);
  return { copy, leadership, advisory, language: pageLanguage(requestLocale(request)) };
}

export const meta: Route.MetaFunction = (args) => copyPageMeta(args);

function Team({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData.copy;
  const { leadership, advisory } = loaderData;
  const language = loaderData.language;
  return (
    <>
      <PageHero {...page.hero} />
      <Section title={page.leadershipTitle} intro={page.leadershipIntro}>
        {leadership.items.length > 0 ? (
          <LeadershipGrid members={leadership.items} language={language} />
        ) : (
          <p role={leadership.failed ? "alert" : undefined} className="text-muted">
            {leadership.failed ? page.failed : page.teamEmpty}
          </p>
        )}
      </Section>
      {advisory.items.length > 0 && (
        <Section tone="tint" title={page.advisoryTitle} intro={page.advisoryIntro}>
          <AdvisoryList members={advisory.items} language={language} />
        </Section>
      )}
      <Section title={page.valuesTitle}>
        <HighlightGrid items={page.values} />
      </Section>
      <CallToActionBand cta={page.cta} />
    </>
  );
}

export default routeComponent(Team);
