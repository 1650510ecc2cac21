import type { MetaDescriptor } from "react-router";
import { LOCALES, type Locale, localizedPath } from "../../shared/locales.ts";
import { site } from "../../shared/site.ts";
import type { SiteSettings, SocialAccount } from "../../shared/site-settings.ts";
import { absolute } from "../../shared/structured-data/json-ld.ts";
import type { ErrorCopy } from "../content/shell.ts";
import { type PackedCopy, unpackCopy } from "./copy-wire.ts";

/** The site's own preview image and what it shows, for pages without an image of their own. */
export const DEFAULT_PREVIEW_IMAGE = {
  src: "/og/default.jpg",
  alt: `${site.name}: ${site.tagline}`,
} as const;

export type PageMetaInput = {
  title: string;
  description: string;
  /**
   * path of the page in English, e.g. '/about' (canonical = PUBLIC_URL + the path in
   * the page's language, '/sw/about' on a Kiswahili page)
   */
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
  /** the page's language, from its address (shared/locales.ts) */
  locale: Locale;
  /** the news feed of the page's language (its name and address) */
  feed: { title: string; path: string };
  /** the error screen's words in the page's language */
  errorCopy: ErrorCopy;
  /** an English page for a browser that prefers Kiswahili, no language chosen yet: show the offer */
  offerKiswahili: boolean;
  /** a lite page (shared/lite.ts): no scripts, the smallest image variants */
  lite: boolean;
  /** how long handled messages are kept (the privacy statement says so) */
  messageRetentionDays: number;
  /** the organisation's X handle (the twitter_site setting), or null */
  twitterSite: string | null;
  /**
   * the organisation's details in force (shared/site-settings.ts): render-only, absent
   * in the browser after a document (docs/decisions/0093-hydrate-less.md)
   */
  site?: SiteSettings;
  /** the social accounts that have a link, read from the settings on the server: render-only as `site` */
  social?: SocialAccount[];
  /** the address the error screen gives (the contact_email setting) */
  contactEmail: string;
};

export const absoluteUrl = absolute;

const OG_LOCALE: Record<Locale, string> = { en: "en_KE", sw: "sw_KE" };

/**
 * The page in each language for search engines: `hreflang` en, sw and x-default
 * (the English page), absolute addresses pointing at each other.
 */
export function languageAlternates(origin: string, path: string): MetaDescriptor[] {
  const english = localizedPath(path, "en");
  return [
    ...LOCALES.map((locale) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: locale,
      href: absoluteUrl(origin, localizedPath(english, locale)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(origin, english) },
  ];
}

/**
 * Per-page <title>, description, canonical URL (in the page's own language), the
 * language alternates, Open Graph and Twitter card tags. `origin` and the
 * language come from the root loader's data: `pageMeta(matches[0]?.data, {...})`.
 */
export function pageMeta(rootData: unknown, input: PageMetaInput): MetaDescriptor[] {
  const root = rootData as RootData | undefined;
  const origin = root?.publicUrl ?? "";
  const locale = root?.locale ?? "en";
  const url = absoluteUrl(origin, localizedPath(input.path, locale));
  const title = input.path === "/" ? input.title : `${input.title} | ${site.name}`;
  const image = absoluteUrl(origin, input.image ?? DEFAULT_PREVIEW_IMAGE.src);
  const imageAlt = input.image ? (input.imageAlt ?? input.title) : DEFAULT_PREVIEW_IMAGE.alt;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    ...languageAlternates(origin, input.path),
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: imageAlt },
    { property: "og:locale", content: OG_LOCALE[locale] },
    { property: "og:locale:alternate", content: OG_LOCALE[locale === "en" ? "sw" : "en"] },
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

/** The meta of a content page whose loader answers its copy packed (copy-wire.ts), the page's under `page`. */
export function packedCopyPageMeta(args: {
  matches: ReadonlyArray<{ loaderData?: unknown } | undefined>;
  loaderData?: { copy?: PackedCopy };
}): MetaDescriptor[] {
  if (!args.loaderData?.copy) return [];
  const { page } = unpackCopy<{ page: { meta: PageMetaInput } }>(args.loaderData.copy);
  return pageMeta(args.matches[0]?.loaderData, page.meta);
}

/** The meta of a content page whose loader answers its copy as `copy.page`, with the page's `meta`. */
export function copyPageMeta(args: {
  matches: ReadonlyArray<{ loaderData?: unknown } | undefined>;
  loaderData?: { copy: { page: { meta: PageMetaInput } } };
}): MetaDescriptor[] {
  return args.loaderData ? pageMeta(args.matches[0]?.loaderData, args.loaderData.copy.page.meta) : [];
}
