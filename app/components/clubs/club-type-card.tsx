import { fillIn } from "../../../shared/fill-in.ts";
import type { ClubType } from "../../content/community-club.ts";
import { useCardLabels, useIllustrationAlt } from "../../lib/shell-copy.ts";
import { FeatureCard } from "../cards/feature-card.tsx";
import { TagList } from "../cards/tag-list.tsx";

/** A kind of club, with the Popular badge when featured. */
export function ClubTypeCard({ club }: { club: ClubType }) {
  const labels = useCardLabels();
  const illustrationAlt = useIllustrationAlt();
  return (
    <FeatureCard
      image={club.image}
      imageAlt={illustrationAlt(club.title)}
      badges={club.featured ? [{ label: labels.popular, tone: "gold" }] : []}
      title={club.title}
      meta={[{ icon: "users", text: club.members, label: labels.members }]}
      description={club.description}
    >
      <TagList tags={club.activities} label={fillIn(labels.activitiesOf, { title: club.title })} />
    </FeatureCard>
  );
}
