import { formatKsh } from "../../../shared/format-money.ts";
import { donationPresets, presetsSection } from "../../content/donate.ts";
import { cardAction, cardShell } from "../ui/card-button.ts";
import { Section } from "../ui/layout.tsx";
import { Reveal } from "../ui/reveal.tsx";

/**
 * The KSh preset cards; choosing one opens the modal on Mobile Money with that
 * amount. The whole card is the button's target, and the button is named by
 * what it shows ("Give", then the amount and purpose for screen readers), so a
 * voice-control user can say the word they see.
 */
export function PresetGrid({ onChoose }: { onChoose: (amount: number) => void }) {
  return (
    <Section id="amounts" eyebrow={presetsSection.eyebrow} title={presetsSection.title} intro={presetsSection.intro}>
      <Reveal className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {donationPresets.map((preset) => {
          const custom = preset.amount === 0;
          return (
            <div key={preset.label} data-reveal className={`${cardShell} border-line hover:border-brand-500`}>
              <span className="font-display text-3xl font-bold text-brand-700">
                {custom ? preset.label : formatKsh(preset.amount)}
              </span>
              <span className="mt-2 text-muted">{custom ? presetsSection.customHint : preset.label}</span>
              <button
                type="button"
                onClick={() => onChoose(preset.amount)}
                className={`mt-5 ${cardAction} text-accent-600`}
              >
                {presetsSection.choose}
                <span className="sr-only">
                  {custom ? " a custom amount" : ` ${formatKsh(preset.amount)}: ${preset.label}`}
                </span>
                <span aria-hidden="true"> →</span>
              </button>
            </div>
          );
        })}
      </Reveal>
    </Section>
  );
}
