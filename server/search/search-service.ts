import type { Kysely, RawBuilder } from "kysely";
import { isContentKind } from "../../shared/collections/kinds.ts";
import { type Locale, localizedPath } from "../../shared/locales.ts";
import {
  canonicalQuery,
  currentSearchType,
  isPhrase,
  SEARCH_MAX_LENGTH,
  SEARCH_MAX_LIMIT,
  SEARCH_PAGE_SIZE,
  SEARCH_TOO_LONG_MESSAGE,
  type SearchHit,
  type SearchResult,
  type SearchType,
  searchWords,
} from "../../shared/search.ts";
import type { Viewer } from "../auth/viewer.ts";
import type { Dialect } from "../db/connection.ts";
import type { Database } from "../db/schema.ts";
import { badRequest } from "../http/errors.ts";
import { draftAccess } from "../publishing/visibility.ts";
import { hasMark, snippetHtml } from "./highlight.ts";
import { createSearchEngine, type EngineResult, type EngineRow } from "./search-engine.ts";
import { nearest } from "./suggestion.ts";

/**
 * A kind of result: a kind of the registry or a site page. Read from the registry, not from
 * SEARCH_TYPES (the chips' order for the search page, kept equal to the registry by
 * shared/search.test.ts), so a new kind's results are counted and filtered by the API with no
 * other edit.
 */
const isResultType = (value: string): value is SearchType => value === "page" || isContentKind(value);

export type SearchOptions = {
  q: string;
  type?: string | undefined;
  locale?: string | undefined;
  /** 1-based */
  page?: number | undefined;
  limit?: number | undefined;
};

/** The ids of one kind that match a staff list's ?q= (null when the query has no words: no filter). */
export type SearchMatch = (type: string, q: string) => RawBuilder<unknown> | null;

export interface SearchService {
  /** One page of hits, best first, with counts per kind. Words that match nothing answer no hits, never an error. */
  search(viewer: Viewer, options: SearchOptions): Promise<SearchResult>;
  /** The subquery of matching ids of one kind, for the lists' ?q= (null when the query has no words). */
  matchingRefIds: SearchMatch;
}

const LOCALES = new Set(["en", "sw"]);

/** The snippet shown: the body where it matched, else the excerpt where it matched, else the start of either. */
function snippetOf(row: EngineRow): string {
  if (hasMark(row.body_snippet)) return snippetHtml(row.body_snippet ?? "");
  if (hasMark(row.excerpt_snippet)) return snippetHtml(row.excerpt_snippet ?? "");
  return snippetHtml(row.excerpt || row.body_snippet || "");
}

/**
 * A result as found on a page in `locale`: its address in that language (shared/locales.ts);
 * a publication found inside its PDF, with those pages, each linking to its page of the reader.
 */
function toHit({ item, pages }: EngineResult, locale: Locale): SearchHit {
  return {
    type: item.type as SearchType,
    id: Number(item.ref_id),
    title: item.title,
    url: localizedPath(item.url, locale),
    snippet: snippetOf(item),
    locale: item.locale,
    ...(pages.length > 0 && {
      pages: pages.map((page) => ({
        page: Number(page.page),
        url: localizedPath(page.url, locale),
        snippet: snippetOf(page),
      })),
    }),
  };
}

/** Checks what a visitor sent: a clear 400 for what can't be a search, nothing else refused. */
export function checkSearch(options: SearchOptions) {
  const details: Record<string, string> = {};
  if (options.q.length > SEARCH_MAX_LENGTH) details.q = SEARCH_TOO_LONG_MESSAGE;
  if (options.type !== undefined && options.type !== "" && !isResultType(options.type))
    details.type = "type must be one of the kinds of result (news, publications, events, …)";
  if (options.locale !== undefined && options.locale !== "" && !LOCALES.has(options.locale))
    details.locale = "locale must be en or sw";
  const first = Object.values(details)[0];
  if (first) throw badRequest(first, details);
}

export function createSearchService(db: Kysely<Database>, dialect: Dialect, now: () => Date): SearchService {
  const engine = createSearchEngine(db, dialect);
  /** The query with each word the index lacks replaced by its nearest word there; null when none changed. */
  async function suggest(words: string[]): Promise<string | null> {
    let changed = false;
    const terms = await Promise.all(
      words.map(async (word) => {
        if (isPhrase(word) || [...word].length < 3 || /\d/.test(word)) return word;
        const better = nearest(word, await engine.neighbours(word));
        if (better) changed = true;
        return better ?? word;
      }),
    );
    return changed ? canonicalQuery(terms.map((t) => (isPhrase(t) ? `"${t}"` : t)).join(" ")) : null;
  }
  return {
    async search(viewer, asked) {
      const options = { ...asked, type: currentSearchType(asked.type) };
      checkSearch(options);
      const words = searchWords(options.q);
      if (!words.length) return { items: [], total: 0, counts: {} };
      const limit = Math.min(Math.max(Math.trunc(options.limit ?? SEARCH_PAGE_SIZE), 1), SEARCH_MAX_LIMIT);
      const page = Math.max(Math.trunc(options.page ?? 1), 1);
      const base = {
        words,
        locale: (options.locale || "en") as Locale,
        liveAt: draftAccess(viewer) === "all" ? null : now(),
      };
      const type = options.type || null;
      const [rows, counted] = await Promise.all([
        engine.page({ ...base, type, limit, offset: (page - 1) * limit }),
        engine.counts(base),
      ]);
      const items = rows.map((row) => toHit(row, base.locale));
      const counts: SearchResult["counts"] = {};
      for (const { type: kind, n } of counted) if (isResultType(kind)) counts[kind] = n;
      const total = type ? (counts[type as SearchType] ?? 0) : Object.values(counts).reduce((a, b) => a + b, 0);
      if (total > 0) return { items, total, counts };
      // Nothing found: the query with its misspelt words corrected from the index's own words, when
      // that finds something; and, in English, how many the Kiswahili versions would give.
      const answer: SearchResult = { items, total, counts };
      const suggestion = await suggest(words);
      if (suggestion) {
        const found = await engine.counts({ ...base, words: searchWords(suggestion) });
        if (found.some(({ n }) => Number(n) > 0)) answer.suggestion = suggestion;
      }
      if (base.locale === "en") {
        const kiswahili = (await engine.counts({ ...base, locale: "sw" })).reduce((sum, { n }) => sum + Number(n), 0);
        if (kiswahili > 0) answer.elsewhere = { locale: "sw", total: kiswahili };
      }
      return answer;
    },

    matchingRefIds(type, q) {
      const words = searchWords(q);
      return words.length ? engine.matchingRefIds(type, words) : null;
    },
  };
}
