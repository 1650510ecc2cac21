import type { Opening } from "../../../shared/collections/index.ts";
import { fillIn } from "../../../shared/fill-in.ts";
import { applyHref } from "../../lib/links.ts";
import { useCardLabels, useIllustrationAlt } from "../../lib/shell-copy.ts";
import { FeatureCard } from "../cards/feature-card.tsx";
import { TagList } from "../cards/tag-list.tsx";
import { ButtonLink } from "../ui/button.tsx";
import { ClosingNote } from "./closing-note.tsx";

/** A volunteer role; an urgent one carries the 'Urgent Need' badge. */
export function RoleCard({ role, href, headingLevel }: { role: Opening; href?: string; headingLevel?: 2 | 3 }) {
  const labels = useCardLabels();
  const illustrationAlt = useIllustrationAlt();
  return (
    <FeatureCard
      headingLevel={headingLevel}
      image={role.image_url}
      imageAlt={illustrationAlt(role.title)}
      badges={role.urgent ? [{ label: labels.urgentNeed, tone: "accent" }] : []}
      title={role.title}
      href={href}
      meta={[
        { icon: "pin", text: role.location, label: labels.location },
        { icon: "clock", text: role.time_commitment, label: labels.timeCommitment },
        { icon: "calendar", text: role.duration, label: labels.duration },
      ]}
      description={role.description}
      footer={
        <ButtonLink to={applyHref("volunteer", role.title)} size="sm">
          {labels.applyNow}
        </ButtonLink>
      }
    >
      <TagList tags={role.skills} label={fillIn(labels.skillsFor, { title: role.title })} />
      <ClosingNote closesAt={role.closes_at} />
    </FeatureCard>
  );
}
