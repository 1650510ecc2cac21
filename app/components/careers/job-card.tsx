import type { Job } from "../../content/careers-types.ts";
import { applyHref } from "../../lib/links.ts";
import type { CardBadge } from "../cards/feature-card.tsx";
import { FeatureCard } from "../cards/feature-card.tsx";
import { ButtonLink } from "../ui/button.tsx";

/** A job opening with its Featured and Urgent badges. */
export function JobCard({ job }: { job: Job }) {
  const badges: CardBadge[] = [
    ...(job.featured ? [{ label: "Featured", tone: "purple" as const }] : []),
    ...(job.urgent ? [{ label: "Urgent", tone: "accent" as const }] : []),
  ];
  return (
    <FeatureCard
      image={job.image}
      imageAlt={`Illustration for ${job.title}`}
      badges={badges}
      eyebrow={job.department}
      title={job.title}
      meta={[
        { icon: "pin", text: job.location, label: "Location" },
        { icon: "briefcase", text: job.type, label: "Type" },
        { icon: "graduation", text: job.experience, label: "Experience" },
      ]}
      description={job.description}
      footer={
        <ButtonLink to={applyHref("job", job.title)} size="sm">
          Apply Now
        </ButtonLink>
      }
    >
      <p className="text-sm font-semibold text-brand-800">{job.salary}</p>
    </FeatureCard>
  );
}
