import type { homePartners as HomePartnersCopy } from "../../content/home-sections.ts";
import { ButtonLink } from "../ui/button.tsx";
import { Section } from "../ui/layout.tsx";
import { Reveal } from "../ui/reveal.tsx";

export function HomePartners({ copy: homePartners }: { copy: typeof HomePartnersCopy }) {
  return (
    <Section id="partners" eyebrow={homePartners.eyebrow} title={homePartners.title} intro={homePartners.intro}>
      <Reveal className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {homePartners.items.map((partner) => (
          <div
            key={partner.name}
            data-reveal
            className="flex flex-col items-center rounded-card border border-line bg-white p-5 text-center"
          >
            <span
              aria-hidden="true"
              className="flex size-14 items-center justify-center rounded-full bg-brand-800 font-display text-lg font-bold text-gold-300"
            >
              {partner.initials}
            </span>
            <span className="mt-3 text-sm font-semibold">{partner.name}</span>
          </div>
        ))}
      </Reveal>
      <div className="mt-10 text-center">
        <ButtonLink to={homePartners.cta.to} variant="outline">
          {homePartners.cta.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
