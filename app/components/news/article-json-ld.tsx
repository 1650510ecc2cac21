import { INTL_TAGS, localizedPath } from "../../../shared/locales.ts";
import { site } from "../../../shared/site.ts";
import { useLocale } from "../../lib/locale.ts";
import { absoluteUrl } from "../../lib/meta.ts";
import { JsonLd } from "../seo/json-ld.tsx";
import type { ArticleData } from "./article-data.ts";

/** schema.org NewsArticle for search engines; an inline script carrying the CSP nonce. */
export function ArticleJsonLd({ article, origin, image }: { article: ArticleData; origin: string; image: string }) {
  // The page in its own language: url, @id and inLanguage name the /sw page on a Kiswahili one.
  const locale = useLocale();
  const url = absoluteUrl(origin, localizedPath(`/news/${article.slug}`, locale));
  const json = {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    "@id": `${url}#article`,
    inLanguage: INTL_TAGS[locale],
    headline: article.title,
    description: article.description,
    image: [absoluteUrl(origin, image)],
    datePublished: article.published_at ?? undefined,
    dateModified: article.updated_at ?? article.published_at ?? undefined,
    articleSection: article.category,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    author: { "@type": "Organization", name: site.legalName, url: origin },
    publisher: {
      "@type": "Organization",
      name: site.legalName,
      logo: { "@type": "ImageObject", url: absoluteUrl(origin, "/favicon.svg") },
    },
  };
  return <JsonLd data={json} />;
}
