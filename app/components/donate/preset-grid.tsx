import { formatKsh } from "../../../shared/format-money.ts";
import { donationPresets, presetsSection } from "../../content/donate.ts";
import { Section } from "../ui/layout.tsx";
import { Reveal } from "../ui/reveal.tsx";

/** The KSh preset cards; choosing one opens the modal on Mobile Money with that amount. */
export function PresetGrid({ onChoose }: { onChoose: (amount: number) => void }) {
  return (
    <Section id="amounts" eyebrow={presetsSection.eyebrow} title={presetsSection.title} intro={presetsSection.intro}>
      <Reveal className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {donationPresets.map((preset) => {
          const custom = preset.amount === 0;
          return (
            <button
              key={preset.label}
              type="button"
              data-reveal
              onClick={() => onChoose(preset.amount)}
              aria-label={
                custom
                  ? `${presetsSection.choose} a custom amount`
                  : `${presetsSection.choose} ${formatKsh(preset.amount)}: ${preset.label}`
              }
              className="group flex flex-col items-start rounded-card border-2 border-line bg-white p-6 text-left shadow-card transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-lg"
            >
              <span className="font-display text-3xl font-bold text-brand-700">
                {custom ? preset.label : formatKsh(preset.amount)}
              </span>
              <span className="mt-2 text-muted">{custom ? presetsSection.customHint : preset.label}</span>
              <span className="mt-5 inline-flex items-center gap-1 font-semibold text-accent-600 group-hover:underline">
                {presetsSection.choose} →
              </span>
            </button>
          );
        })}
      </Reveal>
    </Section>
  );
}
