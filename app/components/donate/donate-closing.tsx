import { closingCta } from "../../content/donate.ts";
import { contactHref } from "../../lib/links.ts";
import { ButtonLink } from "../ui/button.tsx";
import { Section } from "../ui/layout.tsx";

export function DonateClosing() {
  return (
    <Section tone="dark" title={closingCta.title} intro={closingCta.body}>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink to={closingCta.primary.to} variant="light" size="lg">
          {closingCta.primary.label}
        </ButtonLink>
        <ButtonLink
          to={contactHref(closingCta.secondary.subject)}
          size="lg"
          className="border-2 border-white/70 bg-transparent text-white hover:bg-white/10"
        >
          {closingCta.secondary.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
