import type { InternPosition } from "../../content/careers-types.ts";
import { applyHref } from "../../lib/links.ts";
import { FeatureCard } from "../cards/feature-card.tsx";
import { ButtonLink } from "../ui/button.tsx";
import { Icon } from "../ui/icon.tsx";
import { summariseRequirements } from "./requirements.ts";

/** An internship position: first two requirements, then '+N more'. */
export function PositionCard({ position }: { position: InternPosition }) {
  const { visible, more } = summariseRequirements(position.requirements);
  return (
    <FeatureCard
      image={position.image}
      imageAlt={`Illustration for ${position.title}`}
      badges={[
        { label: position.type, tone: position.type === "Full-time" ? "brand" : "blue" },
        ...(position.featured ? [{ label: "Featured", tone: "purple" as const }] : []),
      ]}
      eyebrow={position.department}
      title={position.title}
      meta={[
        { icon: "clock", text: position.duration, label: "Duration" },
        { icon: "pin", text: position.location, label: "Location" },
      ]}
      description={position.description}
      footer={
        <ButtonLink to={applyHref("internship", position.title)} size="sm">
          Apply Now
        </ButtonLink>
      }
    >
      <div>
        <h4 className="text-sm font-bold text-ink">Requirements</h4>
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
    </FeatureCard>
  );
}
