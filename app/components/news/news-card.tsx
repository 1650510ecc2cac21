import { isoDate } from "../../../shared/format-date.ts";
import { newsShareUrl } from "../../../shared/share-urls.ts";
import type { newsPage } from "../../content/news-page.ts";
import { useFormats } from "../../lib/formats.ts";
import { useReadTime } from "../../lib/shell-copy.ts";
import { ShareBar } from "../share/share-bar.tsx";
import { Badge } from "../ui/card.tsx";
import { Link } from "../ui/localized-link.tsx";
import type { NewsCardData } from "./news-card-data.ts";
import { NewsImage } from "./news-image.tsx";

/** A news card: image, category, date, title linking to /news/{slug}, excerpt, read time and share links. */
export function NewsCard({
  item,
  origin,
  variant = "regular",
  priority = false,
  labels,
}: {
  item: NewsCardData;
  origin: string;
  variant?: "featured" | "regular";
  /** the first card on the page: its image loads at once (it is the largest paint) */
  priority?: boolean;
  labels: Pick<typeof newsPage, "latestBadge" | "readMore">;
}) {
  const formats = useFormats();
  const readTime = useReadTime();
  const href = `/news/${item.slug}`;
  const featured = variant === "featured";
  return (
    <article className="flex flex-col overflow-hidden rounded-card border border-line bg-white shadow-card">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="relative block">
        <NewsImage imageUrl={item.image_url} alt="" priority={priority} />
        {featured && (
          <span className="absolute top-3 left-3">
            <Badge tone="gold">{labels.latestBadge}</Badge>
          </span>
        )}
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <Badge tone="brand">{item.category}</Badge>
          {item.published_at && (
            <time dateTime={isoDate(item.published_at)}>
              {formats.date(item.published_at, featured ? "long" : "short")}
            </time>
          )}
          <span>{readTime(item.readTime)}</span>
        </div>
        <h3 className={`mt-3 font-display font-bold text-ink ${featured ? "text-2xl" : "text-xl"}`}>
          <Link to={href} className="hover:text-brand-700 hover:underline">
            {item.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-muted">{item.excerpt}</p>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
          <Link to={href} className="font-semibold text-brand-700 hover:underline">
            {labels.readMore}
            <span className="sr-only">: {item.title}</span>
          </Link>
          <ShareBar url={newsShareUrl(origin, item.slug)} title={item.title} />
        </div>
      </div>
    </article>
  );
}
