import { servicesContext } from "../../server/http/request-context.ts";
import { CallToActionBand } from "../components/cards/call-to-action-band.tsx";
import { HighlightGrid } from "../components/cards/highlight-grid.tsx";
import { ItemGrid } from "../components/cards/item-grid.tsx";
import { QuoteGrid } from "../components/cards/quote-grid.tsx";
import { RoleCard } from "../components/careers/role-card.tsx";
import { InEnglishOnly } from "../components/ui/in-english-only.tsx";
import { PageHero, Section } from "../components/ui/layout.tsx";
import * as openingsCopy from "../content/openings.ts";
import { openingPath } from "../content/openings.ts";
import * as volunteerCopy from "../content/volunteer.ts";
import { loadCollection } from "../lib/collections.server.ts";
import { copyFor } from "../lib/copy.server.ts";
import { packCopy, unpackCopy } from "../lib/copy-wire.ts";
import { packedCopyPageMeta } from "../lib/meta.ts";
import { pageLanguage, requestLocale } from "../lib/page-language.ts";
import type { Route } from "./+types/volunteer";

/** The copy this page shows, in its language (decision 0066). */
type Copy = { openingPage: typeof openingsCopy.openingPage; page: typeof volunteerCopy.volunteerPage };

export async function loader({ request, context }: Route.LoaderArgs) {
  const copy = packCopy({
    openingPage: copyFor(request, "openings", openingsCopy).openingPage,
    page: copyFor(request, "volunteer", volunteerCopy).volunteerPage,
  } satisfies Copy);
  return {
    copy,
    language: pageLanguage(requestLocale(request)),
    roles: await loadCollection(context.get(servicesContext), "openings", requestLocale(request), {
      kind: "volunteer",
    }),
  };
}

export const meta: Route.MetaFunction = (args) => packedCopyPageMeta(args);

export default function Volunteer({ loaderData }: Route.ComponentProps) {
  const { openingPage, page } = unpackCopy<Copy>(loaderData.copy);
  const language = loaderData.language;
  const { roles } = loaderData;
  return (
    <>
      <PageHero {...page.hero} />
      <Section title={page.benefitsTitle}>
        <HighlightGrid items={page.benefits} />
      </Section>
      <Section id="roles" tone="tint" title={page.rolesTitle} intro={page.rolesIntro}>
        <ItemGrid
          items={roles.items}
          failed={roles.failed}
          empty={page.rolesEmpty}
          failedText={openingPage.failed}
          keyOf={(r) => r.id}
          render={(role) => (
            <InEnglishOnly itemLocale={role.locale} language={language}>
              <RoleCard role={role} href={openingPath("volunteer", role.id)} />
            </InEnglishOnly>
          )}
        />
      </Section>
      <Section title={page.testimonialsTitle}>
        <QuoteGrid quotes={page.testimonials} />
      </Section>
      <CallToActionBand cta={page.cta} />
    </>
  );
}
