import { servicesContext } from "../../server/http/request-context.ts";
import { CallToActionBand } from "../components/cards/call-to-action-band.tsx";
import { ItemsSection } from "../components/cards/items-section.tsx";
import { CollaborationCard } from "../components/partners/collaboration-card.tsx";
import { PageHero } from "../components/ui/layout.tsx";
import * as partnersCopy from "../content/partners.ts";
import { loadCollection } from "../lib/collections.server.ts";
import { copyFor } from "../lib/copy.server.ts";
import { copyPageMeta } from "../lib/meta.ts";
import { pageLanguage, requestLocale } from "../lib/page-language.ts";
import { routeComponent } from "../lib/route-component.ts";
import type { Route } from "./+types/partners";

export async function loader({ request, context }: Route.LoaderArgs) {
  const copy = { page: copyFor(request, "partners", partnersCopy).partnersPage };
  return {
    copy,
    language: pageLanguage(requestLocale(request)),
    collaborations: await loadCollection(context.get(servicesContext), "partners", requestLocale(request)),
  };
}

export const meta: Route.MetaFunction = (args) => copyPageMeta(args);

function Partners({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData.copy;
  return (
    <>
      <PageHero {...page.hero} />
      <ItemsSection
        id="collaborations"
        copy={{
          title: page.collaborationsTitle,
          intro: page.collaborationsIntro,
          empty: page.collaborationsEmpty,
          failed: page.failed,
        }}
        list={loaderData.collaborations}
        language={loaderData.language}
        card={(item) => <CollaborationCard item={item} />}
      />
      <CallToActionBand cta={page.cta} />
    </>
  );
}

export default routeComponent(Partners);
