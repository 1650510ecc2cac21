import type { homePrograms as HomeProgramsCopy } from "../../content/home-sections.ts";
import { Picture } from "../cards/card-image.tsx";
import { ButtonLink } from "../ui/button.tsx";
import { Section } from "../ui/layout.tsx";
import { Link } from "../ui/localized-link.tsx";
import { Reveal } from "../ui/reveal.tsx";

export function HomePrograms({ copy: homePrograms }: { copy: typeof HomeProgramsCopy }) {
  return (
    <Section
      id="programs"
      tone="tint"
      eyebrow={homePrograms.eyebrow}
      title={homePrograms.title}
      intro={homePrograms.intro}
    >
      <Reveal className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {homePrograms.items.map((item) => (
          <article
            key={item.title}
            data-reveal
            className="group flex flex-col overflow-hidden rounded-card bg-white shadow-card"
          >
            <Picture
              name={item.image}
              alt=""
              sizes="(min-width: 1024px) 280px, (min-width: 640px) 50vw, 100vw"
              className="aspect-[3/2]"
            />
            <div className="flex flex-1 flex-col p-5">
              <h3 className="text-lg font-bold">{item.title}</h3>
              <p className="mt-2 flex-1 text-muted">{item.description}</p>
              <Link to={item.to} className="mt-4 font-semibold text-brand-700 hover:underline">
                {homePrograms.more}
                <span className="sr-only">: {item.title}</span> →
              </Link>
            </div>
          </article>
        ))}
      </Reveal>
      <div className="mt-10 text-center">
        <ButtonLink to={homePrograms.all.to} variant="outline">
          {homePrograms.all.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
