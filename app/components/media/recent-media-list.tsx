import type { MediaItem } from "../../../shared/collections/index.ts";
import type { MediaType } from "../../../shared/collections/media.ts";
import { isoDate } from "../../../shared/format-date.ts";
import type { ListNames } from "../../../shared/list-names.ts";
import { useFormats } from "../../lib/formats.ts";
import { useCardLabels } from "../../lib/shell-copy.ts";
import { Badge } from "../ui/card.tsx";
import { Icon, type IconName } from "../ui/icon.tsx";
import { Link } from "../ui/localized-link.tsx";
import { mediaButton } from "./media-card.tsx";

const typeIcon: Record<MediaType, IconName> = {
  Conference: "users",
  "X Spaces": "mic",
  Report: "report",
  Video: "video",
  Article: "document",
};

const titleLink = "text-ink underline-offset-4 hover:text-brand-700 hover:underline";

/** The Media Hub's recent content: a compact list with short dates; a title leads where the item's button would. */
export function RecentMediaList({ items }: { items: Array<MediaItem & ListNames> }) {
  const formats = useFormats();
  const labels = useCardLabels();
  return (
    <ul className="divide-y divide-line rounded-card border border-line bg-white shadow-card">
      {items.map((item) => {
        const target = mediaButton(item, labels);
        return (
          <li key={item.id} className="flex gap-4 p-5">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon name={typeIcon[item.type]} />
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
                <Badge tone="blue">{item.type_name ?? item.type}</Badge>
                <time dateTime={isoDate(item.date)}>{formats.date(item.date, "short")}</time>
              </div>
              <h3 className="mt-1 font-semibold">
                {target.external ? (
                  <a href={target.href} target="_blank" rel="noopener noreferrer" className={titleLink}>
                    {item.title}
                    <span className="sr-only"> {labels.newTab}</span>
                  </a>
                ) : (
                  <Link to={target.href} className={titleLink}>
                    {item.title}
                  </Link>
                )}
              </h3>
              <p className="text-sm text-muted">{item.description}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
