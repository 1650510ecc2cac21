import { type Locale, localizedPath } from "./locales.ts";
import { publicationPath } from "./publications.ts";
import { slugify } from "./slug.ts";

/** The slug a news card links to: its slug field, or the hyphenated title. */
export function newsSlug(item: { slug?: string | null; title: string }): string {
  return item.slug?.trim() || slugify(item.title);
}

function trimOrigin(origin: string): string {
  return origin.replace(/\/+$/, "");
}

/** {origin}/news/{slug} */
export function newsShareUrl(origin: string, slug: string): string {
  return `${trimOrigin(origin)}/news/${encodeURIComponent(slug)}`;
}

/** {origin}/publications?doc={slug} */
export function publicationShareUrl(origin: string, slug: string): string {
  return `${trimOrigin(origin)}${publicationPath(slug)}`;
}

/** `/publications?doc=<slug>&page=<n>`: the reader's address for one page of a publication (page 1 has no `page`). */
export function publicationReadingPath(slug: string, page = 1): string {
  const doc = `/publications?doc=${encodeURIComponent(slug)}`;
  return page > 1 ? `${doc}&page=${page}` : doc;
}

/** A full address of the site in the reader's language: a link shared from /sw leads to the /sw page. */
export function localizedUrl(url: string, locale: Locale): string {
  const parsed = URL.parse(url);
  if (!parsed) return localizedPath(url, locale);
  return `${parsed.origin}${localizedPath(`${parsed.pathname}${parsed.search}${parsed.hash}`, locale)}`;
}

export type ShareNetwork = "x" | "facebook" | "linkedin" | "whatsapp" | "email";
export type ShareLink = { network: ShareNetwork; label: string; href: string };

/** X intent, Facebook sharer, LinkedIn share, WhatsApp send and e-mail links for one URL: plain links, no script needed. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: "x", label: "Share on X", href: `https://x.com/intent/tweet?url=${u}&text=${t}` },
    { network: "facebook", label: "Share on Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      network: "linkedin",
      label: "Share on LinkedIn",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
    {
      network: "whatsapp",
      label: "Share on WhatsApp",
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    },
    { network: "email", label: "Share by e-mail", href: `mailto:?subject=${t}&body=${u}` },
  ];
}
