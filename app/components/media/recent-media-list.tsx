import { Link } from "react-router";
import { formatDate, isoDate } from "../../../shared/format-date.ts";
import type { MediaItem } from "../../content/media-hub.ts";
import { Badge } from "../ui/card.tsx";
import { Icon, type IconName } from "../ui/icon.tsx";

const typeIcon: Record<MediaItem["type"], IconName> = {
  Conference: "users",
  "X Spaces": "mic",
  Report: "report",
  Video: "video",
  Article: "document",
};

/** The Media Hub's recent content: a compact list with short dates. */
export function RecentMediaList({ items }: { items: MediaItem[] }) {
  return (
    <ul className="divide-y divide-line rounded-card border border-line bg-white shadow-card">
      {items.map((item) => (
        <li key={item.title} className="flex gap-4 p-5">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Icon name={typeIcon[item.type]} />
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
              <Badge tone="blue">{item.type}</Badge>
              <time dateTime={isoDate(item.date)}>{formatDate(item.date, "short")}</time>
            </div>
            <h3 className="mt-1 font-semibold">
              <Link to={item.page} className="text-ink underline-offset-4 hover:text-brand-700 hover:underline">
                {item.title}
              </Link>
            </h3>
            <p className="text-sm text-muted">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
