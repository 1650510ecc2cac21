import type { Opening } from "../../../shared/collections/index.ts";
import { applyHref } from "../../lib/links.ts";
import { useIllustrationAlt } from "../../lib/shell-copy.ts";
import { FeatureCard } from "../cards/feature-card.tsx";
import { TagList } from "../cards/tag-list.tsx";
import { ButtonLink } from "../ui/button.tsx";
import { ClosingNote } from "./closing-note.tsx";

/** A volunteer role; an urgent one carries the 'Urgent Need' badge. */
export function RoleCard({ role, href }: { role: Opening; href?: string }) {
  const illustrationAlt = useIllustrationAlt();
  return (
    <FeatureCard
      image={role.image_url}
      imageAlt={illustrationAlt(role.title)}
      badges={role.urgent ? [{ label: "Urgent Need", tone: "accent" }] : []}
      title={role.title}
      href={href}
      meta={[
        { icon: "pin", text: role.location, label: "Location" },
        { icon: "clock", text: role.time_commitment, label: "Time commitment" },
        { icon: "calendar", text: role.duration, label: "Duration" },
      ]}
      description={role.description}
      footer={
        <ButtonLink to={applyHref("volunteer", role.title)} size="sm">
          Apply Now
        </ButtonLink>
      }
    >
      <TagList tags={role.skills} label={`Skills for ${role.title}`} />
      <ClosingNote closesAt={role.closes_at} />
    </FeatureCard>
  );
}
