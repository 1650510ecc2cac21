import type { Opening } from "../../../shared/collections/index.ts";
import { applyHref } from "../../lib/links.ts";
import { useCardLabels, useIllustrationAlt } from "../../lib/shell-copy.ts";
import { FeatureCard } from "../cards/feature-card.tsx";
import { ButtonLink } from "../ui/button.tsx";
import { Icon } from "../ui/icon.tsx";
import { ClosingNote } from "./closing-note.tsx";
import { summariseRequirements } from "./requirements.ts";

/** An internship position: first two requirements, then '+N more'. */
export function PositionCard({
  position,
  href,
  headingLevel,
}: {
  position: Opening;
  href?: string;
  headingLevel?: 2 | 3;
}) {
  const labels = useCardLabels();
  const illustrationAlt = useIllustrationAlt();
  const { visible, more } = summariseRequirements(position.skills, labels.moreCount);
  return (
    <FeatureCard
      headingLevel={headingLevel}
      image={position.image_url}
      imageAlt={illustrationAlt(position.title)}
      badges={[
        { label: position.type, tone: position.type === "Full-time" ? "brand" : "blue" },
        ...(position.featured ? [{ label: labels.featured, tone: "purple" as const }] : []),
      ]}
      eyebrow={position.department}
      title={position.title}
      href={href}
      meta={[
        { icon: "clock", text: position.duration, label: labels.duration },
        { icon: "pin", text: position.location, label: labels.location },
      ]}
      description={position.description}
      footer={
        <ButtonLink to={applyHref("internship", position.title)} size="sm">
          {labels.applyNow}
        </ButtonLink>
      }
    >
      <div>
        <h4 className="text-sm font-bold text-ink">{labels.requirements}</h4>
        <ul className="mt-2 grid gap-1.5 text-sm text-muted">
          {visible.map((r) => (
            <li key={r} className="flex gap-2">
              <Icon name="check" className="mt-0.5 size-4 text-brand-600" />
              {r}
            </li>
          ))}
        </ul>
        {more && <p className="mt-2 text-sm font-semibold text-brand-700">{more}</p>}
      </div>
      <ClosingNote closesAt={position.closes_at} />
    </FeatureCard>
  );
}
