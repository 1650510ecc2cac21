import { formatDate, isoDate } from "../../../shared/format-date.ts";
import type { MediaItem } from "../../content/media-hub.ts";
import { FeatureCard } from "../cards/feature-card.tsx";
import { ButtonLink } from "../ui/button.tsx";
import type { BadgeTone } from "../ui/card.tsx";

const statusTone: Record<MediaItem["status"], BadgeTone> = { Featured: "purple", Live: "accent", Available: "brand" };

/** An item with an external link opens it in a new tab ('View Report'); others lead to their page ('Access Content'). */
export function mediaButton(item: Pick<MediaItem, "link" | "page">) {
  return item.link
    ? { label: "View Report", href: item.link, external: true }
    : { label: "Access Content", href: item.page, external: false };
}

export function MediaCard({ item }: { item: MediaItem }) {
  const button = mediaButton(item);
  return (
    <FeatureCard
      image={item.image}
      imageAlt={`Illustration for ${item.title}`}
      badges={[
        { label: item.type, tone: "blue" },
        { label: item.status, tone: statusTone[item.status] },
      ]}
      eyebrow={<time dateTime={isoDate(item.date)}>{formatDate(item.date, "long")}</time>}
      title={item.title}
      description={item.description}
      footer={
        <ButtonLink to={button.href} external={button.external} size="sm">
          {button.label}
          {button.external && <span className="sr-only"> (opens in a new tab)</span>}
        </ButtonLink>
      }
    />
  );
}
