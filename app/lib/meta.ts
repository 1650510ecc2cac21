import type { MetaDescriptor } from "react-router";
import { site } from "../../shared/site.ts";
import type { SiteSettings, SocialAccount } from "../../shared/site-settings.ts";
import { absolute } from "../../shared/structured-data/json-ld.ts";

/** The site's own preview image and what it shows, for pages without an image of their own. */
export const DEFAULT_PREVIEW_IMAGE = {
  src: "/og/default.jpg",
  alt: `${site.name}: ${site.tagline}`,
} as const;

export type PageMetaInput = {
  title: string;
  description: string;
  /** path of the page, e.g. '/about' (canonical = PUBLIC_URL + path) */
  path: string;
  /** absolute or root-relative image URL for link previews */
  image?: string;
  /** what the image shows (og:image:alt, twitter:image:alt); the title when not given */
  imageAlt?: string;
  type?: "website" | "article";
  /** an article's last change (article:modified_time) */
  modifiedTime?: string | null;
  noindex?: boolean;
};

/** The public origin, as the root loader exposes it (PUBLIC_URL). */
export type RootData = {
  publicUrl: string;
  /** a lite page (shared/lite.ts): no scripts, the smallest image variants */
  lite: boolean;
  /** how long handled messages are kept (the privacy statement says so) */
  messageRetentionDays: number;
  /** the organisation's X handle (the twitter_site setting), or null */
  twitterSite: string | null;
  /** the organisation's details in force (shared/site-settings.ts) */
  site: SiteSettings;
  /** the social accounts that have a link, read from the settings on the server */
  social: SocialAccount[];
};

export const absoluteUrl = absolute;

/**
 * Per-page <title>, description, canonical URL, Open Graph and Twitter card tags.
 * `origin` comes from the root loader's data: `pageMeta(matches[0]?.data, {...})`.
 */
export function pageMeta(rootData: unknown, input: PageMetaInput): MetaDescriptor[] {
  const root = rootData as RootData | undefined;
  const origin = root?.publicUrl ?? "";
  const url = absoluteUrl(origin, input.path);
  const title = input.path === "/" ? input.title : `${input.title} | ${site.name}`;
  const image = absoluteUrl(origin, input.image ?? DEFAULT_PREVIEW_IMAGE.src);
  const imageAlt = input.image ? (input.imageAlt ?? input.title) : DEFAULT_PREVIEW_IMAGE.alt;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: imageAlt },
    { property: "og:locale", content: "en_KE" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  if (root?.twitterSite) tags.push({ name: "twitter:site", content: root.twitterSite });
  if (input.modifiedTime) tags.push({ property: "article:modified_time", content: input.modifiedTime });
  if (input.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  return tags;
}
