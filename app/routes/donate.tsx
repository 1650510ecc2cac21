import { useState } from "react";
import { servicesContext } from "../../server/http/request-context.ts";
import { donationDetails } from "../../shared/donation-details.ts";
import { withFigures } from "../../shared/site-settings.ts";
import { AllocationGrid } from "../components/donate/allocation-grid.tsx";
import { DonateClosing } from "../components/donate/donate-closing.tsx";
import { type DonationChoice, DonationModal } from "../components/donate/donation-modal.tsx";
import { MethodGrid } from "../components/donate/method-grid.tsx";
import { MpesaGiveForm } from "../components/donate/mpesa-give-form.tsx";
import { MpesaSection } from "../components/donate/mpesa-section.tsx";
import { PresetGrid } from "../components/donate/preset-grid.tsx";
import { Stat } from "../components/ui/card.tsx";
import { Container, PageHero } from "../components/ui/layout.tsx";
import {
  allocations,
  allocationsSection,
  closingCta,
  donateHero,
  donateMeta,
  donationMethods,
  donationPresets,
  impactFigures,
  methodsSection,
  mpesaSection,
  presetsSection,
} from "../content/donate.ts";
import { bankTransfer, cardPayment, inKind, mobileMoney, modalCopy } from "../content/donate-instructions.ts";
import { mpesaGiveCopy } from "../content/donate-mpesa.ts";
import { chosenAmount, donateAction } from "../lib/donate-action.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { useSiteSettings } from "../lib/site-settings.ts";
import type { Route } from "./+types/donate";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches[0]?.loaderData, { ...donateMeta, path: "/donate" });

const instructions = { modal: modalCopy, mobileMoney, cardPayment, bankTransfer, inKind };

/**
 * Whether the M-Pesa prompt form shows (M-Pesa configured; otherwise the paybill
 * details alone), and the amount a preset card's link chose (`?amount=N`).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return {
    mpesaForm: context.get(servicesContext).donations.enabled,
    initialAmount: chosenAmount(new URL(request.url).searchParams.get("amount")),
  };
}

/** The M-Pesa form without JavaScript (app/lib/donate-action.server.ts). */
export function action({ request, context }: Route.ActionArgs) {
  return donateAction(context.get(servicesContext), request);
}

export default function Donate({ loaderData, actionData }: Route.ComponentProps) {
  const [choice, setChoice] = useState<DonationChoice | null>(null);
  const settings = useSiteSettings();
  const details = donationDetails(settings);
  return (
    <>
      <PageHero eyebrow={donateHero.eyebrow} title={donateHero.title} intro={donateHero.intro}>
        {/* A link to the M-Pesa details on the page; with JavaScript it opens the modal instead. */}
        <a
          href={`#${mpesaSection.id}`}
          onClick={(event) => {
            event.preventDefault();
            setChoice({ amount: 0, method: "Mobile Money" });
          }}
          className="inline-flex min-h-12 items-center rounded-full bg-gold-400 px-7 py-3 text-lg font-semibold text-brand-900 hover:bg-gold-300"
        >
          {donateHero.cta}
        </a>
      </PageHero>
      <section aria-label="Our impact" className="border-b border-line bg-white py-10">
        <Container className="grid grid-cols-2 gap-8 md:grid-cols-4">
          {withFigures(impactFigures, settings).map((figure) => (
            <Stat key={figure.label} value={figure.value} label={figure.label} />
          ))}
        </Container>
      </section>
      <MpesaSection section={mpesaSection} copy={mobileMoney} numbers={details}>
        {loaderData.mpesaForm && (
          <MpesaGiveForm copy={mpesaGiveCopy} refused={actionData?.refused} initialAmount={loaderData.initialAmount} />
        )}
      </MpesaSection>
      <PresetGrid
        section={presetsSection}
        presets={donationPresets}
        formAnchor={mpesaSection.id}
        onChoose={(amount) => setChoice({ amount, method: "Mobile Money" })}
      />
      <AllocationGrid section={allocationsSection} items={allocations} />
      <MethodGrid
        section={methodsSection}
        methods={donationMethods}
        instructions={instructions}
        details={details}
        mobileMoneyHref={`#${mpesaSection.id}`}
      />
      <DonateClosing copy={closingCta} />
      <DonationModal
        copy={instructions}
        details={details}
        choice={choice}
        onClose={() => setChoice(null)}
        onChoose={setChoice}
      />
    </>
  );
}
