import { donationMethods, methodsSection } from "../../content/donate.ts";
import { Badge } from "../ui/card.tsx";
import { Icon } from "../ui/icon.tsx";
import { Section } from "../ui/layout.tsx";
import { Reveal } from "../ui/reveal.tsx";

/** The four method cards; choosing one opens the modal on that method with amount 0. */
export function MethodGrid({ onChoose }: { onChoose: (method: string) => void }) {
  return (
    <Section id="methods" eyebrow={methodsSection.eyebrow} title={methodsSection.title}>
      <Reveal className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {donationMethods.map((method) => (
          <button
            key={method.title}
            type="button"
            data-reveal
            onClick={() => onChoose(method.title)}
            aria-label={`${methodsSection.choose} ${method.title}${method.popular ? ` (${methodsSection.popular})` : ""}`}
            className={`relative flex flex-col items-start rounded-card border-2 bg-white p-6 text-left shadow-card transition hover:-translate-y-0.5 hover:shadow-lg ${method.popular ? "border-accent-500" : "border-line hover:border-brand-500"}`}
          >
            {method.popular && (
              <Badge tone="accent" className="absolute top-4 right-4">
                {methodsSection.popular}
              </Badge>
            )}
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon name={method.icon} className="size-6" />
            </span>
            <span className="mt-4 text-lg font-bold">{method.title}</span>
            <span className="mt-2 text-muted">{method.description}</span>
            <span className="mt-4 font-semibold text-brand-700">
              {methodsSection.choose} {method.title} →
            </span>
          </button>
        ))}
      </Reveal>
    </Section>
  );
}
