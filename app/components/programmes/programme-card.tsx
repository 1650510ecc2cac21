import { fillIn } from "../../../shared/fill-in.ts";
import type { CivicProgramme, ProgrammeLevel } from "../../content/civic-education.ts";
import { contactHref, registerHref } from "../../lib/links.ts";
import { useCardLabels, useIllustrationAlt } from "../../lib/shell-copy.ts";
import { FeatureCard } from "../cards/feature-card.tsx";
import { ButtonLink } from "../ui/button.tsx";
import type { BadgeTone } from "../ui/card.tsx";

const levelTone: Record<ProgrammeLevel, BadgeTone> = {
  Beginner: "brand",
  Intermediate: "gold",
  Advanced: "accent",
  "All levels": "blue",
};

/** A civic education programme with its level, Register and Learn More. */
export function ProgrammeCard({ programme }: { programme: CivicProgramme }) {
  const labels = useCardLabels();
  const illustrationAlt = useIllustrationAlt();
  return (
    <FeatureCard
      image={programme.image}
      imageAlt={illustrationAlt(programme.title)}
      badges={[
        { label: labels.badgeWords[programme.level] ?? programme.level, tone: levelTone[programme.level] },
        ...(programme.featured ? [{ label: labels.featured, tone: "purple" as const }] : []),
      ]}
      title={programme.title}
      meta={[
        { icon: "clock", text: programme.duration, label: labels.duration },
        { icon: "users", text: programme.participants, label: labels.participants },
        { icon: "pin", text: programme.location, label: labels.location },
      ]}
      description={programme.description}
      footer={
        <>
          <ButtonLink to={registerHref(programme.title)} size="sm">
            {labels.register}
          </ButtonLink>
          <ButtonLink
            to={contactHref(fillIn(labels.programmeEnquirySubject, { title: programme.title }))}
            variant="outline"
            size="sm"
          >
            {labels.learnMore}
          </ButtonLink>
        </>
      }
    />
  );
}
