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

export type ShareNetwork = "x" | "facebook" | "linkedin" | "whatsapp";
export type ShareLink = { network: ShareNetwork; label: string; href: string };

/** X intent, Facebook sharer, LinkedIn share and WhatsApp send links for one URL. */
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
  ];
}
