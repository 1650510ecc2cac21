import type { ReactNode } from "react";
import type { DonationDetails } from "../../../shared/donation-details.ts";
import type { DonationMethod, donationMethods, methodsSection } from "../../content/donate.ts";
import { Badge } from "../ui/card.tsx";
import { Icon } from "../ui/icon.tsx";
import { IslandSection } from "../ui/island-section.tsx";
import { StaticIsland } from "../ui/static-island.tsx";
import { type InstructionsCopy, MethodInstructions } from "./method-instructions.tsx";

/**
 * What only the server renders of the ways to give (static islands,
 * docs/decisions/0093-hydrate-less.md): the section's and each way's words, and
 * the instructions of the ways that need no script (card, bank, in kind).
 */
export type MethodGridWords = {
  section: typeof methodsSection;
  methods: typeof donationMethods;
  instructions: InstructionsCopy;
  details: DonationDetails;
};

/**
 * The ways to give, each a card whose <details> holds that way's instructions
 * (bank account, card, in-kind steps) in the server's HTML: they open with or
 * without JavaScript, and a text browser shows them all. Only the M-Pesa way's
 * instructions (`mobileMoney`, with copy buttons) are hydrated.
 */
export function MethodGrid({
  methods,
  words,
  mobileMoney,
  mobileMoneyHref,
}: {
  /** each way and whether it is the popular one */
  methods: Array<{ method: DonationMethod; popular: boolean }>;
  /** absent in the browser after a document's hydration: the server's HTML stays */
  words: MethodGridWords | undefined;
  /** the M-Pesa way's instructions */
  mobileMoney: ReactNode;
  /** where "use mobile money instead" leads: the M-Pesa section of the page */
  mobileMoneyHref: string;
}) {
  return (
    <IslandSection id="methods" words={words?.section}>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        {methods.map(({ method, popular }) => (
          <details
            key={method}
            className={`group rounded-card border-2 bg-white p-6 shadow-card ${popular ? "border-accent-500" : "border-line"}`}
          >
            <summary className="flex cursor-pointer list-none flex-col items-start [&::-webkit-details-marker]:hidden">
              <StaticIsland
                as="span"
                data={words && { section: words.section, way: words.methods.find((m) => m.method === method) }}
              >
                {({ section, way }) =>
                  way && (
                    <>
                      <span className="flex w-full items-start justify-between gap-3">
                        <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                          <Icon name={way.icon} className="size-6" />
                        </span>
                        {popular && <Badge tone="accent">{section.popular}</Badge>}
                      </span>
                      <span className="mt-4 text-lg font-bold">{way.title}</span>
                      <span className="mt-2 text-muted">{way.description}</span>
                      <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 group-hover:underline">
                        {section.choose} {way.title}
                        <Icon name="chevronDown" className="size-4 transition-transform group-open:rotate-180" />
                      </span>
                    </>
                  )
                }
              </StaticIsland>
            </summary>
            <div className="mt-4 border-t border-line pt-4">
              {method === "Mobile Money" ? (
                mobileMoney
              ) : (
                <StaticIsland data={words}>
                  {(w) => (
                    <MethodInstructions
                      copy={w.instructions}
                      details={w.details}
                      method={method}
                      mobileMoneyHref={mobileMoneyHref}
                    />
                  )}
                </StaticIsland>
              )}
            </div>
          </details>
        ))}
      </div>
    </IslandSection>
  );
}
