import type { ResourceItem } from "../../../shared/collections/index.ts";
import { fillIn } from "../../../shared/fill-in.ts";
import { groupThousands } from "../../../shared/format-money.ts";
import type { ListNames } from "../../../shared/list-names.ts";
import { useFormats } from "../../lib/formats.ts";
import { useCardLabels, useIllustrationAlt } from "../../lib/shell-copy.ts";
import { FeatureCard } from "../cards/feature-card.tsx";
import { buttonClass } from "../ui/button.tsx";
import { Icon } from "../ui/icon.tsx";
import { resourceIcon } from "./resource-icon.ts";

/** The file of a resource, served as an attachment; each request counts one download. */
export const resourceDownloadHref = (id: number) => `/resources/${id}/download`;

/** A library resource with its type icon and a Download button that downloads its file (and counts it). */
export function ResourceCard({
  resource,
  featured = false,
}: {
  resource: ResourceItem & ListNames;
  featured?: boolean;
}) {
  const labels = useCardLabels();
  const illustrationAlt = useIllustrationAlt();
  const formats = useFormats();
  return (
    <FeatureCard
      wide={featured}
      image={resource.image_url}
      imageAlt={illustrationAlt(resource.title)}
      badges={[
        { label: resource.category_name ?? resource.category, tone: "brand" },
        ...(featured ? [{ label: labels.featured, tone: "purple" as const }] : []),
      ]}
      eyebrow={
        <span className="flex items-center gap-2" data-icon={resourceIcon(resource.type)}>
          <Icon name={resourceIcon(resource.type)} className="size-5" />
          {resource.type}
        </span>
      }
      title={resource.title}
      meta={[
        {
          icon: "calendar",
          text: formats.date(resource.published_at, featured ? "long" : "short"),
          label: labels.published,
        },
        { icon: "document", text: resource.size, label: labels.fileSize },
        {
          icon: "download",
          text: fillIn(labels.downloadCount, { count: groupThousands(resource.downloads) }),
          label: labels.downloads,
        },
      ]}
      description={resource.description}
      footer={
        <a href={resourceDownloadHref(resource.id)} download className={buttonClass("primary", "sm")}>
          <Icon name="download" className="size-4" />
          {labels.download}
        </a>
      }
    />
  );
}
