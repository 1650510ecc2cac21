import type { MediaItem } from "../../../shared/collections/index.ts";
import type { MediaStatus } from "../../../shared/collections/media.ts";
import { isoDate } from "../../../shared/format-date.ts";
import type { ListNames } from "../../../shared/list-names.ts";
import { useFormats } from "../../lib/formats.ts";
import { useCardLabels, useIllustrationAlt } from "../../lib/shell-copy.ts";
import { FeatureCard } from "../cards/feature-card.tsx";
import { ButtonLink } from "../ui/button.tsx";
import type { BadgeTone } from "../ui/card.tsx";
import { MEDIA_ARTWORK } from "./media-artwork.ts";

const statusTone: Record<MediaStatus, BadgeTone> = { Featured: "purple", Live: "accent", Available: "brand" };

/**
 * Where an item leads: an external link opens in a new tab ('View Report'), else
 * its page on this site ('Access Content'). Every item has one or the other.
 */
export function mediaButton(
  item: Pick<MediaItem, "link" | "page">,
  labels: { viewReport: string; accessContent: string } = {
    viewReport: "View Report",
    accessContent: "Access Content",
  },
) {
  return item.link
    ? { label: labels.viewReport, href: item.link, external: true }
    : { label: labels.accessContent, href: item.page ?? "/media-hub", external: false };
}

export function MediaCard({ item }: { item: MediaItem & ListNames }) {
  const formats = useFormats();
  const illustrationAlt = useIllustrationAlt();
  const labels = useCardLabels();
  const button = mediaButton(item, labels);
  return (
    <FeatureCard
      image={item.image_url ?? MEDIA_ARTWORK[item.type]}
      imageAlt={illustrationAlt(item.title)}
      badges={[
        { label: item.type_name ?? item.type, tone: "blue" },
        { label: item.status_name ?? item.status, tone: statusTone[item.status] },
      ]}
      eyebrow={<time dateTime={isoDate(item.date)}>{formats.date(item.date, "long")}</time>}
      title={item.title}
      description={item.description}
      footer={
        <ButtonLink to={button.href} external={button.external} size="sm">
          {button.label}
          {button.external && <span className="sr-only"> {labels.newTab}</span>}
        </ButtonLink>
      }
    />
  );
}
