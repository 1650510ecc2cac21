import type { homeAbout as HomeAboutCopy } from "../../content/home-sections.ts";
import { Picture } from "../cards/card-image.tsx";
import { ButtonLink } from "../ui/button.tsx";
import { Icon } from "../ui/icon.tsx";
import { Container } from "../ui/layout.tsx";
import { Reveal } from "../ui/reveal.tsx";

export function HomeAbout({ copy: homeAbout }: { copy: typeof HomeAboutCopy }) {
  return (
    <section id="about" className="py-14 sm:py-20">
      <Container>
        <Reveal className="grid items-center gap-10 lg:grid-cols-2">
          <div data-reveal className="overflow-hidden rounded-card shadow-card">
            <Picture name={homeAbout.image} alt={homeAbout.imageAlt} sizes="(min-width: 1024px) 560px, 100vw" />
          </div>
          <div data-reveal>
            <p className="text-sm font-bold uppercase tracking-widest text-accent-600">{homeAbout.eyebrow}</p>
            <h2 className="mt-2 font-display text-3xl font-bold sm:text-4xl">{homeAbout.title}</h2>
            {homeAbout.body.map((p) => (
              <p key={p} className="mt-4 text-lg text-muted">
                {p}
              </p>
            ))}
            <ul className="mt-6 space-y-2">
              {homeAbout.points.map((point) => (
                <li key={point} className="flex items-center gap-2 font-semibold">
                  <Icon name="check" className="size-5 text-brand-600" />
                  {point}
                </li>
              ))}
            </ul>
            <ButtonLink to={homeAbout.cta.to} className="mt-8">
              {homeAbout.cta.label}
            </ButtonLink>
          </div>
        </Reveal>
      </Container>
    </section>
  );
}
