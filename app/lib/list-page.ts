import { data, type MetaDescriptor, redirect } from "react-router";
import { canonicalSearch } from "../../shared/page-query.ts";
import { pageHref, parsePage } from "../../shared/pagination.ts";
import { pagerCopy } from "../content/pagination.ts";
import { type PageMetaInput, pageMeta, type RootData } from "./meta.ts";

/**
 * The page of a list a request asks for (`?page=N`). A malformed value (0, 2.5,
 * "02", "two", or "1", which is the list's own address) answers a permanent
 * redirect to the one proper address, so no page lives under two.
 */
export function requestedPage(request: Request): number {
  const url = new URL(request.url);
  const raw = url.searchParams.get("page");
  const page = parsePage(raw);
  if (page === "invalid" || raw === "1") {
    url.searchParams.delete("page");
    throw redirect(url.pathname + canonicalSearch(url.pathname, url.searchParams), 301);
  }
  return page;
}

/** The `?category=` a list is filtered by, trimmed; null when none is given. */
export function requestedCategory(request: Request): string | null {
  return new URL(request.url).searchParams.get("category")?.trim() || null;
}

/** A page past the last one is not found (on a fresh visit; see the route's ErrorBoundary). */
export function assertPageExists(page: number, pages: number): void {
  if (page > pages) throw data(null, { status: 404 });
}

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
