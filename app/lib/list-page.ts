import type { MetaDescriptor } from "react-router";
import { pageHref } from "../../shared/pagination.ts";
import { pagerCopy } from "../content/pagination.ts";
import { type PageMetaInput, pageMeta, type RootData } from "./meta.ts";

// The request's side of a list (no page copy, so loaders in components may use it).
export { assertPageExists, requestedCategory, requestedPage } from "./list-request.ts";

/** `<link rel="prev|next">` for page `page` of `pages`, on the public origin. */
export function pagerLinks(
  origin: string,
  path: string,
  params: Record<string, string | null>,
  page: number,
  pages: number,
): MetaDescriptor[] {
  const links: MetaDescriptor[] = [];
  if (page > 1) links.push({ tagName: "link", rel: "prev", href: origin + pageHref(path, params, page - 1) });
  if (page < pages) links.push({ tagName: "link", rel: "next", href: origin + pageHref(path, params, page + 1) });
  return links;
}

/**
 * The tags of page `page` of a list at `meta.path` (filtered by `params`): its
 * title with the page's place after page 1, the canonical link to this very
 * page, and rel prev/next (to the pages with `pagerParams`, by default the same).
 */
export function pagedListMeta(
  rootData: unknown,
  meta: PageMetaInput,
  params: Record<string, string | null>,
  page: number,
  pages: number,
  pagerParams: Record<string, string | null> = params,
): MetaDescriptor[] {
  const origin = (rootData as RootData | undefined)?.publicUrl ?? "";
  const title = page > 1 ? `${meta.title} (${pagerCopy.position(page, pages)})` : meta.title;
  return [
    ...pageMeta(rootData, { ...meta, title, path: pageHref(meta.path, params, page) }),
    ...pagerLinks(origin, meta.path, pagerParams, page, pages),
  ];
}

/** The tags of a chip-filtered page (`?category=` and `?page=`), from its loader's answer. */
export function categoryListMeta(
  rootData: unknown,
  meta: PageMetaInput,
  data: { category: string | null; list: { page: number; pages: number } } | undefined,
): MetaDescriptor[] {
  return pagedListMeta(
    rootData,
    meta,
    { category: data?.category ?? null },
    data?.list.page ?? 1,
    data?.list.pages ?? 1,
  );
}
