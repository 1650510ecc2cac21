import { formatKsh } from "../../../shared/format-money.ts";
import type { DonationPreset, presetsSection } from "../../content/donate.ts";
import { cardAction, cardShell } from "../ui/card-button.ts";
import { Section } from "../ui/layout.tsx";
import { Reveal } from "../ui/reveal.tsx";

/**
 * The KSh preset cards. Each is a link to the M-Pesa form with its amount chosen
 * (`?amount=N#<form>`), so it works without JavaScript; with it, the link opens
 * the modal on Mobile Money with that amount instead. The whole card is the
 * link's target, and the link is named by what it shows ("Give", then the
 * amount and purpose for screen readers), so a voice-control user can say the
 * word they see.
 */
export function PresetGrid({
  section,
  presets,
  formAnchor,
  onChoose,
}: {
  section: typeof presetsSection;
  presets: DonationPreset[];
  /** the id of the M-Pesa form's section, where the links lead */
  formAnchor: string;
  onChoose: (amount: number) => void;
}) {
  return (
    <Section id="amounts" eyebrow={section.eyebrow} title={section.title} intro={section.intro}>
      <Reveal className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {presets.map((preset) => {
          const custom = preset.amount === 0;
          return (
            <div key={preset.label} data-reveal className={`${cardShell} border-line hover:border-brand-500`}>
              <span className="font-display text-3xl font-bold text-brand-700">
                {custom ? preset.label : formatKsh(preset.amount)}
              </span>
              <span className="mt-2 text-muted">{custom ? section.customHint : preset.label}</span>
              <a
                href={custom ? `#${formAnchor}` : `?amount=${preset.amount}#${formAnchor}`}
                onClick={(event) => {
                  event.preventDefault();
                  onChoose(preset.amount);
                }}
                className={`mt-5 ${cardAction} text-accent-600`}
              >
                {section.choose}
                <span className="sr-only">
                  {custom ? section.chooseCustom : ` ${formatKsh(preset.amount)}: ${preset.label}`}
                </span>
                <span aria-hidden="true"> →</span>
              </a>
            </div>
          );
        })}
      </Reveal>
    </Section>
  );
}
