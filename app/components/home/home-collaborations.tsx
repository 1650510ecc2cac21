import type { homeCollaborations as HomeCollaborationsCopy } from "../../content/home-sections.ts";
import { useCardLabels } from "../../lib/shell-copy.ts";
import { Picture } from "../cards/card-image.tsx";
import { ButtonLink } from "../ui/button.tsx";
import { Badge } from "../ui/card.tsx";
import { Section } from "../ui/layout.tsx";
import { Reveal } from "../ui/reveal.tsx";

export function HomeCollaborations({ copy: homeCollaborations }: { copy: typeof HomeCollaborationsCopy }) {
  const labels = useCardLabels();
  return (
    <Section
      id="collaborations"
      tone="tint"
      eyebrow={homeCollaborations.eyebrow}
      title={homeCollaborations.title}
      intro={homeCollaborations.intro}
    >
      <Reveal className="grid gap-6 md:grid-cols-3">
        {homeCollaborations.items.map((item) => (
          <article key={item.title} data-reveal className="overflow-hidden rounded-card bg-white shadow-card">
            <Picture name={item.image} alt="" sizes="(min-width: 768px) 360px, 100vw" />
            <div className="p-5">
              <Badge tone={item.status === "Active" ? "brand" : "grey"}>
                {labels.badgeWords[item.status] ?? item.status}
              </Badge>
              <h3 className="mt-3 text-lg font-bold">{item.title}</h3>
              <p className="text-sm font-semibold text-accent-600">{item.partner}</p>
              <p className="mt-2 text-muted">{item.description}</p>
            </div>
          </article>
        ))}
      </Reveal>
      <div className="mt-10 text-center">
        <ButtonLink to={homeCollaborations.cta.to} variant="outline">
          {homeCollaborations.cta.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
