import { useState } from "react";
import { servicesContext } from "../../server/http/request-context.ts";
import { donationDetails } from "../../shared/donation-details.ts";
import { localizedPath } from "../../shared/locales.ts";
import { withFigures } from "../../shared/site-settings.ts";
import { AllocationGrid } from "../components/donate/allocation-grid.tsx";
import { DonateClosing } from "../components/donate/donate-closing.tsx";
import { type DonationChoice, DonationModal } from "../components/donate/donation-modal.tsx";
import { MethodGrid, type MethodGridWords } from "../components/donate/method-grid.tsx";
import { MobileMoneyInstructions } from "../components/donate/method-instructions.tsx";
import { MpesaGiveForm } from "../components/donate/mpesa-give-form.tsx";
import { MpesaSection } from "../components/donate/mpesa-section.tsx";
import { PresetGrid } from "../components/donate/preset-grid.tsx";
import { OpenBooksLink } from "../components/transparency/open-books-link.tsx";
import { Stat } from "../components/ui/card.tsx";
import { Container, PageHero } from "../components/ui/layout.tsx";
import { revealAll } from "../components/ui/reveal.tsx";
import { StaticIsland } from "../components/ui/static-island.tsx";
import type * as donateCopy from "../content/donate.ts";
import type { DonationMethod } from "../content/donate.ts";
import type * as donateInstructionsCopy from "../content/donate-instructions.ts";
import * as donateMpesaCopy from "../content/donate-mpesa.ts";
import * as transparencyCopy from "../content/transparency.ts";
import { copyFor } from "../lib/copy.server.ts";
import { packCopy, unpackCopy } from "../lib/copy-wire.ts";
import { chosenAmount, donateAction } from "../lib/donate-action.server.ts";
import { useLocale } from "../lib/locale.ts";
import { pageMeta } from "../lib/meta.ts";
import { pageCopy } from "../lib/page-copy.server.ts";
import { renderOnly } from "../lib/render-only.server.ts";
import { routeComponent } from "../lib/route-component.ts";
import { useCardLabels } from "../lib/shell-copy.ts";
import { pageSiteSettings } from "../lib/site-settings.server.ts";
import type { Route } from "./+types/donate";

/** The copy this page's interactive parts and meta() use, in its language (decision 0066). */
type Copy = {
  donateHero: typeof donateCopy.donateHero;
  donateMeta: typeof donateCopy.donateMeta;
  /** each way of giving and whether it is the popular one (their words are render-only) */
  donationMethods: Array<{ method: DonationMethod; popular: boolean }>;
  donationPresets: typeof donateCopy.donationPresets;
  mpesaSection: typeof donateCopy.mpesaSection;
  presetsSection: typeof donateCopy.presetsSection;
  mobileMoney: typeof donateInstructionsCopy.mobileMoney;
  modalCopy: typeof donateInstructionsCopy.modalCopy;
  mpesaGiveCopy: typeof donateMpesaCopy.mpesaGiveCopy;
};

/** The sections only the server renders: static islands, left out of the hydration data (decision 0093). */
type Sections = {
  allocations: typeof donateCopy.allocations;
  allocationsSection: typeof donateCopy.allocationsSection;
  closingCta: typeof donateCopy.closingCta;
  /** the impact figures, filled in from the settings */
  impactFigures: { value: string; label: string }[];
  transparencyLink: typeof transparencyCopy.transparencyLink;
  /** the ways to give: their words, and the instructions of those that need no script */
  methods: MethodGridWords;
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData?.copy) return [];
  const { donateMeta } = unpackCopy<Copy>(loaderData.copy);
  return pageMeta(matches[0]?.loaderData, { ...donateMeta, path: "/donate" });
};

/**
 * Whether the M-Pesa prompt form shows (M-Pesa configured; otherwise the paybill
 * details alone), and the amount a preset card's link chose (`?amount=N`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const donate = await pageCopy(context, request, "donate");
  const site = await pageSiteSettings(context, request);
  // The paybill and bank details in force: all this page shows of the settings.
  const details = donationDetails(site);
  const copy = packCopy({
    donateHero: donate.donateHero,
    donateMeta: donate.donateMeta,
    donationMethods: donate.donationMethods.map(({ method, popular }) => ({ method, popular })),
    donationPresets: donate.donationPresets,
    mpesaSection: donate.mpesaSection,
    presetsSection: donate.presetsSection,
    mobileMoney: donate.mobileMoney,
    modalCopy: donate.modalCopy,
    mpesaGiveCopy: copyFor(request, "donate-mpesa", donateMpesaCopy).mpesaGiveCopy,
  } satisfies Copy);
  const sections = packCopy({
    allocations: donate.allocations,
    allocationsSection: donate.allocationsSection,
    closingCta: donate.closingCta,
    impactFigures: withFigures(donate.impactFigures, site),
    transparencyLink: copyFor(request, "transparency", transparencyCopy).transparencyLink,
    methods: {
      section: donate.methodsSection,
      methods: donate.donationMethods,
      instructions: {
        modal: donate.modalCopy,
        mobileMoney: donate.mobileMoney,
        cardPayment: donate.cardPayment,
        bankTransfer: donate.bankTransfer,
        inKind: donate.inKind,
      },
      details,
    },
  } satisfies Sections);
  const data = {
    copy,
    sections,
    mpesaForm: context.get(servicesContext).donations.enabled,
    initialAmount: chosenAmount(new URL(request.url).searchParams.get("amount")),
    details,
  };
  // Spreading the answer would drop its render-only keys: they are not enumerable (decision 0093).
  return renderOnly(context, data, ["sections"]);
}

/** The M-Pesa form without JavaScript (app/lib/donate-action.server.ts). */
export function action({ request, context }: Route.ActionArgs) {
  return donateAction(context.get(servicesContext), request);
}

function Donate({ loaderData, actionData }: Route.ComponentProps) {
  const labels = useCardLabels();
  const {
    donateHero,
    donationMethods,
    donationPresets,
    mpesaSection,
    presetsSection,
    mobileMoney,
    modalCopy,
    mpesaGiveCopy,
  } = unpackCopy<Copy>(loaderData.copy);
  const sections = loaderData.sections && unpackCopy<Sections>(loaderData.sections);
  const locale = useLocale();
  const [choice, setChoice] = useState<DonationChoice | null>(null);
  const details = loaderData.details;
  return (
    <>
      <PageHero eyebrow={donateHero.eyebrow} title={donateHero.title} intro={donateHero.intro}>
        {/* A link to the M-Pesa details on the page; with JavaScript it opens the modal instead. */}
        <a
          href={`#${mpesaSection.id}`}
          onClick={(event) => {
            event.preventDefault();
            setChoice({ amount: 0 });
          }}
          className="inline-flex min-h-12 items-center rounded-full bg-gold-400 px-7 py-3 text-lg font-semibold text-brand-900 hover:bg-gold-300"
        >
          {donateHero.cta}
        </a>
      </PageHero>
      <StaticIsland data={sections}>
        {(s) => <ImpactFigures figures={s.impactFigures} label={labels.ourImpact} />}
      </StaticIsland>
      <MpesaSection section={mpesaSection} copy={mobileMoney} numbers={details}>
        {loaderData.mpesaForm && (
          <MpesaGiveForm copy={mpesaGiveCopy} refused={actionData?.refused} initialAmount={loaderData.initialAmount} />
        )}
      </MpesaSection>
      <PresetGrid
        section={presetsSection}
        presets={donationPresets}
        formAnchor={mpesaSection.id}
        onChoose={(amount) => setChoice({ amount })}
      />
      <StaticIsland data={sections} enhance={revealAll}>
        {(s) => (
          <AllocationGrid section={s.allocationsSection} items={s.allocations}>
            <OpenBooksLink label={s.transparencyLink.label} href={localizedPath(s.transparencyLink.href, locale)} />
          </AllocationGrid>
        )}
      </StaticIsland>
      <MethodGrid
        methods={donationMethods}
        words={sections?.methods}
        mobileMoney={<MobileMoneyInstructions copy={mobileMoney} details={details} />}
        mobileMoneyHref={`#${mpesaSection.id}`}
      />
      <StaticIsland data={sections}>{(s) => <DonateClosing copy={s.closingCta} />}</StaticIsland>
      <DonationModal
        copy={{ modal: modalCopy, mobileMoney }}
        details={details}
        choice={choice}
        onClose={() => setChoice(null)}
      />
    </>
  );
}

/** What the gifts have done: the figures, filled in from the settings. */
function ImpactFigures({ figures, label }: { figures: Sections["impactFigures"]; label: string }) {
  return (
    <section aria-label={label} className="border-b border-line bg-white py-10">
      <Container className="grid grid-cols-2 gap-8 md:grid-cols-4">
        {figures.map((figure) => (
          <Stat key={figure.label} value={figure.value} label={figure.label} />
        ))}
      </Container>
    </section>
  );
}

export default routeComponent(Donate);
