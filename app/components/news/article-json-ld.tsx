import { site } from "../../../shared/site.ts";
import { absoluteUrl } from "../../lib/meta.ts";
import { useNonce } from "../../lib/nonce.ts";
import type { ArticleData } from "./article-data.ts";

/** schema.org NewsArticle for search engines; an inline script carrying the CSP nonce. */
export function ArticleJsonLd({ article, origin, image }: { article: ArticleData; origin: string; image: string }) {
  const nonce = useNonce();
  const url = absoluteUrl(origin, `/news/${article.slug}`);
  const json = {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
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
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, so it cannot close the script
      dangerouslySetInnerHTML={{ __html: JSON.stringify(json).replace(/</g, "\\u003c") }}
    />
  );
}
