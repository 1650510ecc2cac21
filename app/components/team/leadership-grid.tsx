import type { TeamMember } from "../../../shared/collections/index.ts";
import { fillIn } from "../../../shared/fill-in.ts";
import { useCardLabels } from "../../lib/shell-copy.ts";
import { FeatureCard } from "../cards/feature-card.tsx";
import { TagList } from "../cards/tag-list.tsx";

/** The leadership members with photo, role, bio and tags (on /team and /about#team). */
export function LeadershipGrid({ members }: { members: TeamMember[] }) {
  const labels = useCardLabels();
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {members.map((m) => (
        <FeatureCard
          key={m.id}
          image={m.photo_url}
          imageAlt={m.photo_alt}
          title={m.name}
          eyebrow={m.role}
          description={m.bio}
        >
          <TagList tags={m.tags} label={fillIn(labels.focusAreas, { name: m.name })} />
        </FeatureCard>
      ))}
    </div>
  );
}
