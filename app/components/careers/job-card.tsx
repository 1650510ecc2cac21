import type { Opening } from "../../../shared/collections/index.ts";
import { applyHref } from "../../lib/links.ts";
import { useCardLabels, useIllustrationAlt } from "../../lib/shell-copy.ts";
import type { CardBadge } from "../cards/feature-card.tsx";
import { FeatureCard } from "../cards/feature-card.tsx";
import { ButtonLink } from "../ui/button.tsx";
import { ClosingNote } from "./closing-note.tsx";

/** A job opening with its Featured and Urgent badges. */
export function JobCard({ job, href, headingLevel }: { job: Opening; href?: string; headingLevel?: 2 | 3 }) {
  const labels = useCardLabels();
  const illustrationAlt = useIllustrationAlt();
  const badges: CardBadge[] = [
    ...(job.featured ? [{ label: labels.featured, tone: "purple" as const }] : []),
    ...(job.urgent ? [{ label: labels.urgent, tone: "accent" as const }] : []),
  ];
  return (
    <FeatureCard
      headingLevel={headingLevel}
      image={job.image_url}
      imageAlt={illustrationAlt(job.title)}
      badges={badges}
      eyebrow={job.department}
      title={job.title}
      href={href}
      meta={[
        { icon: "pin", text: job.location, label: labels.location },
        { icon: "briefcase", text: job.type, label: labels.type },
        { icon: "graduation", text: job.experience, label: labels.experience },
      ]}
      description={job.description}
      footer={
        <ButtonLink to={applyHref("job", job.title)} size="sm">
          {labels.applyNow}
        </ButtonLink>
      }
    >
      <p className="text-sm font-semibold text-brand-800">{job.salary}</p>
      <ClosingNote closesAt={job.closes_at} />
    </FeatureCard>
  );
}
