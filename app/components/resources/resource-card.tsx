import { formatDate } from "../../../shared/format-date.ts";
import type { Resource } from "../../content/resources.ts";
import { contactHref } from "../../lib/links.ts";
import { FeatureCard } from "../cards/feature-card.tsx";
import { ButtonLink } from "../ui/button.tsx";
import { Icon } from "../ui/icon.tsx";
import { resourceIcon } from "./resource-icon.ts";

const downloads = new Intl.NumberFormat("en-US");

/** A library resource with its type icon and a Download button (the file is sent on request). */
export function ResourceCard({ resource, featured = false }: { resource: Resource; featured?: boolean }) {
  return (
    <FeatureCard
      wide={featured}
      image={resource.image}
      imageAlt={`Cover illustration for ${resource.title}`}
      badges={[
        { label: resource.category, tone: "brand" },
        ...(featured ? [{ label: "Featured", tone: "purple" as const }] : []),
      ]}
      eyebrow={
        <span className="flex items-center gap-2" data-icon={resourceIcon(resource.type)}>
          <Icon name={resourceIcon(resource.type)} className="size-5" />
          {resource.type}
        </span>
      }
      title={resource.title}
      meta={[
        { icon: "calendar", text: formatDate(resource.date, featured ? "long" : "short"), label: "Published" },
        { icon: "document", text: resource.size, label: "File size" },
        { icon: "download", text: `${downloads.format(resource.downloads)} downloads`, label: "Downloads" },
      ]}
      description={resource.description}
      footer={
        <ButtonLink to={contactHref(`Resource request: ${resource.title}`, "resource")} size="sm">
          <Icon name="download" className="size-4" />
          Download
        </ButtonLink>
      }
    />
  );
}
