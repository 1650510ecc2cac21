import { data } from "react-router";
import { PUBLIC_VIEWER } from "../../../server/auth/viewer.ts";
import type { Services } from "../../../server/services.ts";
import { localeOfPath } from "../../../shared/locales.ts";
import { pageCount } from "../../../shared/pagination.ts";
import { canonicalQuery, isSearchType, SEARCH_MAX_LENGTH, SEARCH_PAGE_SIZE } from "../../../shared/search.ts";
import type { SearchView } from "./search-results.tsx";

/**
 * One page of /search for the public: `?q=` as its words (the canonical query,
 * which also keys the render cache), `?type=` one kind, `?page=`. An over-long
 * query answers 400 with its message; a page past the last one is a 404.
 */
/** `extra` (the page's copy) goes along with every answer. */
export async function loadSearch<E extends object>(services: Services, request: Request, page: number, extra: E) {
  const params = new URL(request.url).searchParams;
  const raw = params.get("q") ?? "";
  const given = params.get("type") ?? "";
  const type = isSearchType(given) ? given : null;
  const view: SearchView & E = {
    ...extra,
    query: canonicalQuery(raw),
    type,
    page,
    pages: 1,
    result: null,
    problem: null,
  };
  if (raw.length > SEARCH_MAX_LENGTH) return data({ ...view, query: "", problem: "tooLong" as const }, { status: 400 });
  if (!view.query) return view;
  let result: SearchView["result"];
  try {
    result = await services.search.search(PUBLIC_VIEWER, {
      q: view.query,
      // The page's language: on /sw/search the Kiswahili versions, and items without one in English.
      locale: localeOfPath(new URL(request.url).pathname),
      type: type ?? undefined,
      page,
      limit: SEARCH_PAGE_SIZE,
    });
  } catch (error) {
    services.logger.error({ err: error }, "search failed");
    return { ...view, problem: "failed" as const };
  }
  const pages = pageCount(result?.total ?? 0, SEARCH_PAGE_SIZE);
  if (page > pages) throw data(null, { status: 404 });
  return { ...view, pages, result };
}
