import type { closingCta } from "../../content/donate.ts";
import { contactHref } from "../../lib/links.ts";
import { ButtonLink } from "../ui/button.tsx";
import { Section } from "../ui/layout.tsx";

export function DonateClosing({ copy }: { copy: typeof closingCta }) {
  return (
    <Section tone="dark" title={copy.title} intro={copy.body}>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink to={copy.primary.to} variant="light" size="lg">
          {copy.primary.label}
        </ButtonLink>
        <ButtonLink
          to={contactHref(copy.secondary.subject)}
          size="lg"
          className="border-2 border-white/70 bg-transparent text-white hover:bg-white/10"
        >
          {copy.secondary.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
