import type { MetaDescriptor } from "react-router";
import { site } from "../../shared/site.ts";

export type PageMetaInput = {
  title: string;
  description: string;
  /** path of the page, e.g. '/about' (canonical = PUBLIC_URL + path) */
  path: string;
  /** absolute or root-relative image URL for link previews */
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
};

/** The public origin, as the root loader exposes it (PUBLIC_URL). */
export type RootData = {
  publicUrl: string;
  /** a lite page (shared/lite.ts): no scripts, the smallest image variants */
  lite: boolean;
  /** how long handled messages are kept (the privacy statement says so) */
  messageRetentionDays: number;
};

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/**
 * Per-page <title>, description, canonical URL, Open Graph and Twitter card tags.
 * `origin` comes from the root loader's data: `pageMeta(matches[0]?.data, {...})`.
 */
export function pageMeta(rootData: unknown, input: PageMetaInput): MetaDescriptor[] {
  const origin = (rootData as RootData | undefined)?.publicUrl ?? "";
  const url = absoluteUrl(origin, input.path);
  const title = input.path === "/" ? input.title : `${input.title} | ${site.name}`;
  const image = absoluteUrl(origin, input.image ?? "/og/default.jpg");
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
    { property: "og:locale", content: "en_KE" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  return tags;
}
