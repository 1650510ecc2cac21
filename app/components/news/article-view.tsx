import type { ReactNode } from "react";
import { isoDate } from "../../../shared/format-date.ts";
import { newsShareUrl } from "../../../shared/share-urls.ts";
import type { articlePage } from "../../content/news-page.ts";
import { useFormats } from "../../lib/formats.ts";
import { useReadTime } from "../../lib/shell-copy.ts";
import { ShareBar } from "../share/share-bar.tsx";
import { Badge } from "../ui/card.tsx";
import { InEnglishOnly, type PageLanguage } from "../ui/in-english-only.tsx";
import { Container } from "../ui/layout.tsx";
import { Link } from "../ui/localized-link.tsx";
import { ArticleBody } from "./article-body.tsx";
import type { ArticleData } from "./article-data.ts";
import { BackToNews } from "./back-to-news.tsx";
import { NewsImage } from "./news-image.tsx";

/**
 * The news article: back link, badges, title, excerpt, share links and read time,
 * then the image and body, so the headline is on the first screen of a laptop and a phone.
 */
export function ArticleView({
  article,
  origin,
  copy,
  language,
  actions,
}: {
  article: ArticleData;
  origin: string;
  copy: Pick<typeof articlePage, "back" | "sampleNote" | "featured" | "share">;
  /** on a page in another language: marks an article that is in English only */
  language?: PageLanguage;
  /** under the share links: what the visitor can do with the article ("Save for offline") */
  actions?: ReactNode;
}) {
  const formats = useFormats();
  const readTime = useReadTime();
  return (
    <article className="pt-24 pb-16 sm:pt-28">
      <Container className="max-w-3xl">
        <BackToNews label={copy.back} />
        {article.sample && (
          <p role="note" className="mt-6 rounded-card border border-gold-400 bg-gold-100 px-4 py-3 text-[#5a3e00]">
            {copy.sampleNote}
          </p>
        )}
        <InEnglishOnly itemLocale={article.locale} language={language} className="mt-6">
          <div className="mt-6 flex flex-wrap items-center gap-2">
            <Badge tone="brand">{article.category}</Badge>
            {article.featured && <Badge tone="gold">{copy.featured}</Badge>}
          </div>
          <h1 className="mt-4 font-display text-3xl font-bold text-ink sm:text-5xl">{article.title}</h1>
          {article.excerpt && <p className="mt-4 text-xl text-muted">{article.excerpt}</p>}
          <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-y border-line py-4">
            <p className="flex flex-wrap gap-x-4 text-sm text-muted">
              {article.published_at && (
                <time dateTime={isoDate(article.published_at)}>{formats.date(article.published_at)}</time>
              )}
              <span>{readTime(article.readTime)}</span>
            </p>
            <ShareBar url={newsShareUrl(origin, article.slug)} title={article.title} />
          </div>
          {actions && <div className="mt-4">{actions}</div>}
          <div className="mt-8 overflow-hidden rounded-card shadow-card">
            <NewsImage
              imageUrl={article.image_url}
              alt={article.title}
              priority
              sizes="(min-width: 768px) 768px, 100vw"
            />
          </div>
          <ArticleBody html={article.html} />
        </InEnglishOnly>
        <div className="mt-12 flex flex-wrap items-center justify-between gap-4 border-t border-line pt-6">
          <p className="font-semibold">{copy.share}</p>
          <ShareBar url={newsShareUrl(origin, article.slug)} title={article.title} />
        </div>
        <div className="mt-10">
          <Link to="/news" className="font-semibold text-brand-700 hover:underline">
            {copy.back}
          </Link>
        </div>
      </Container>
    </article>
  );
}
