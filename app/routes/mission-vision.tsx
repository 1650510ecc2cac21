import { CallToActionBand } from "../components/cards/call-to-action-band.tsx";
import { HighlightGrid } from "../components/cards/highlight-grid.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import { copyPageMeta } from "../lib/meta.ts";
import { pageCopy } from "../lib/page-copy.server.ts";
import { routeComponent } from "../lib/route-component.ts";
import type { Route } from "./+types/mission-vision";

/** The page's copy in its language, chosen on the server (decision 0066). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { copy: { page: await pageCopy(context, request, "mission-vision") } };
}

export const meta: Route.MetaFunction = (args) => copyPageMeta(args);

function MissionVision({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData.copy;
  return (
    <>
      <PageHero {...page.hero} />
      <Section>
        <div className="grid gap-6 md:grid-cols-2">
          {page.statements.map((s) => (
            <section key={s.label} className="rounded-card border border-line bg-white p-8 shadow-card">
              <h2 className="text-sm font-bold uppercase tracking-widest text-accent-600">{s.label}</h2>
              <p className="mt-4 font-display text-2xl text-brand-800">{s.text}</p>
            </section>
          ))}
        </div>
      </Section>
      <Section tone="tint" title={page.goalsTitle}>
        <HighlightGrid items={page.goals} />
      </Section>
      <Section title={page.principlesTitle}>
        <HighlightGrid items={page.principles} columns={3} />
      </Section>
      <CallToActionBand cta={page.cta} />
    </>
  );
}

export default routeComponent(MissionVision);
