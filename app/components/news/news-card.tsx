import { isoDate } from "../../../shared/format-date.ts";
import { newsShareUrl } from "../../../shared/share-urls.ts";
import type { newsPage } from "../../content/news-page.ts";
import { useFormats } from "../../lib/formats.ts";
import { whole } from "../../lib/render-only.ts";
import { useReadTime } from "../../lib/shell-copy.ts";
import { ShareBar } from "../share/share-bar.tsx";
import { Badge } from "../ui/card.tsx";
import { Link } from "../ui/localized-link.tsx";
import { StaticIsland } from "../ui/static-island.tsx";
import type { ListedNews, NewsCardData } from "./news-card-data.ts";
import { NewsImage } from "./news-image.tsx";

/** A news card: image, category, date, title linking to /news/{slug}, excerpt, read time and share links. */
export function NewsCard({
  item,
  origin,
  variant = "regular",
  priority = false,
  labels,
}: {
  item: ListedNews;
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
  const details = whole<NewsCardData>(item, "excerpt");
  return (
    <article className="flex flex-col overflow-hidden rounded-card border border-line bg-white shadow-card">
      <StaticIsland data={details}>
        {(d) => (
          <Link to={href} tabIndex={-1} aria-hidden="true" className="relative block">
            <NewsImage imageUrl={d.image_url} alt="" priority={priority} />
            {featured && (
              <span className="absolute top-3 left-3">
                <Badge tone="gold">{labels.latestBadge}</Badge>
              </span>
            )}
          </Link>
        )}
      </StaticIsland>
      <div className="flex flex-1 flex-col p-5">
        <StaticIsland data={details}>
          {(d) => (
            <>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                <Badge tone="brand">{d.category}</Badge>
                {d.published_at && (
                  <time dateTime={isoDate(d.published_at)}>
                    {formats.date(d.published_at, featured ? "long" : "short")}
                  </time>
                )}
                <span>{readTime(d.readTime)}</span>
              </div>
              <h3 className={`mt-3 font-display font-bold text-ink ${featured ? "text-2xl" : "text-xl"}`}>
                <Link to={href} className="hover:text-brand-700 hover:underline">
                  {d.title}
                </Link>
              </h3>
              <p className="mt-2 flex-1 text-muted">{d.excerpt}</p>
            </>
          )}
        </StaticIsland>
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
