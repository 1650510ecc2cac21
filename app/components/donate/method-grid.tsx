import type { DonationDetails } from "../../../shared/donation-details.ts";
import type { donationMethods, methodsSection } from "../../content/donate.ts";
import { Badge } from "../ui/card.tsx";
import { Icon } from "../ui/icon.tsx";
import { Section } from "../ui/layout.tsx";
import { type InstructionsCopy, MethodInstructions } from "./method-instructions.tsx";

/**
 * The ways to give, each a card whose <details> holds that way's instructions
 * (bank account, card, in-kind steps) in the server's HTML: they open with or
 * without JavaScript, and a text browser shows them all.
 */
export function MethodGrid({
  section,
  methods,
  instructions,
  details,
  mobileMoneyHref,
}: {
  details: DonationDetails;
  section: typeof methodsSection;
  methods: typeof donationMethods;
  instructions: InstructionsCopy;
  /** where "use mobile money instead" leads: the M-Pesa section of the page */
  mobileMoneyHref: string;
}) {
  return (
    <Section id="methods" eyebrow={section.eyebrow} title={section.title}>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        {methods.map((method) => (
          <details
            key={method.method}
            className={`group rounded-card border-2 bg-white p-6 shadow-card ${method.popular ? "border-accent-500" : "border-line"}`}
          >
            <summary className="flex cursor-pointer list-none flex-col items-start [&::-webkit-details-marker]:hidden">
              <span className="flex w-full items-start justify-between gap-3">
                <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <Icon name={method.icon} className="size-6" />
                </span>
                {method.popular && <Badge tone="accent">{section.popular}</Badge>}
              </span>
              <span className="mt-4 text-lg font-bold">{method.title}</span>
              <span className="mt-2 text-muted">{method.description}</span>
              <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 group-hover:underline">
                {section.choose} {method.title}
                <Icon name="chevronDown" className="size-4 transition-transform group-open:rotate-180" />
              </span>
            </summary>
            <div className="mt-4 border-t border-line pt-4">
              <MethodInstructions
                copy={instructions}
                details={details}
                method={method.method}
                mobileMoneyHref={mobileMoneyHref}
              />
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}
