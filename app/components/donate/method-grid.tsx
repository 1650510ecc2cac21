import { donationMethods, methodsSection } from "../../content/donate.ts";
import { Badge } from "../ui/card.tsx";
import { cardAction, cardShell } from "../ui/card-button.ts";
import { Icon } from "../ui/icon.tsx";
import { Section } from "../ui/layout.tsx";
import { Reveal } from "../ui/reveal.tsx";

/** The four method cards; choosing one opens the modal on that method with amount 0. */
export function MethodGrid({ onChoose }: { onChoose: (method: string) => void }) {
  return (
    <Section id="methods" eyebrow={methodsSection.eyebrow} title={methodsSection.title}>
      <Reveal className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {donationMethods.map((method) => (
          <div
            key={method.title}
            data-reveal
            className={`${cardShell} ${method.popular ? "border-accent-500" : "border-line hover:border-brand-500"}`}
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
            <button
              type="button"
              onClick={() => onChoose(method.title)}
              className={`mt-4 ${cardAction} text-brand-700`}
            >
              {methodsSection.choose} {method.title}
              {method.popular && <span className="sr-only"> ({methodsSection.popular})</span>}
              <span aria-hidden="true"> →</span>
            </button>
          </div>
        ))}
      </Reveal>
    </Section>
  );
}
