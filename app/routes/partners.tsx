import { servicesContext } from "../../server/http/request-context.ts";
import { CallToActionBand } from "../components/cards/call-to-action-band.tsx";
import { ItemGrid } from "../components/cards/item-grid.tsx";
import { CollaborationCard } from "../components/partners/collaboration-card.tsx";
import { InEnglishOnly } from "../components/ui/in-english-only.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import * as partnersCopy from "../content/partners.ts";
import { loadCollection } from "../lib/collections.server.ts";
import { copyFor } from "../lib/copy.server.ts";
import { copyPageMeta } from "../lib/meta.ts";
import { pageLanguage, requestLocale } from "../lib/page-language.ts";
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

export default function Partners({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData.copy;
  const language = loaderData.language;
  const { collaborations } = loaderData;
  return (
    <>
      <PageHero {...page.hero} />
      <Section id="collaborations" title={page.collaborationsTitle} intro={page.collaborationsIntro}>
        <ItemGrid
          items={collaborations.items}
          failed={collaborations.failed}
          empty={page.collaborationsEmpty}
          failedText={page.failed}
          keyOf={(item) => item.id}
          render={(item) => (
            <InEnglishOnly itemLocale={item.locale} language={language}>
              <CollaborationCard item={item} />
            </InEnglishOnly>
          )}
        />
      </Section>
      <CallToActionBand cta={page.cta} />
    </>
  );
}
