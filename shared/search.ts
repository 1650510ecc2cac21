/**
 * The site search's shared rules (docs/product.md, "Search"; decision 0059):
 * what a query may be, the kinds of result and the answer of GET /api/search.
 */

/** Longer queries are refused (400); nobody types more into a search box. */
export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_TOO_LONG_MESSAGE = `Search words must be at most ${SEARCH_MAX_LENGTH} characters`;
/** Words after these are ignored. */
export const SEARCH_MAX_WORDS = 12;
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_MAX_LIMIT = 50;

/** Kinds of result, in the order the type chips show them. */
export const SEARCH_TYPES = [
  "news",
  "publications",
  "events",
  "openings",
  "resources",
  "stories",
  "media",
  "team",
  "partners",
  "products",
  "albums",
  "page",
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/**
 * A result type as asked: publications were once typed `publication` (before the
 * type became the kind's own name, decision 0079); links and clients that still
 * ask for it get the publications.
 */
export const currentSearchType = (type: string | undefined) => (type === "publication" ? "publications" : type);

export const isSearchType = (value: string): value is SearchType => (SEARCH_TYPES as readonly string[]).includes(value);

/** One hit. `snippet` is HTML: the text escaped, then the matched words wrapped in <mark>. */
export type SearchHit = {
  type: SearchType;
  id: number;
  title: string;
  url: string;
  snippet: string;
  locale: string;
  /** a publication found inside its PDF: its best matching pages (at most 3, best first), each a link to that page */
  pages?: SearchPageHit[];
};

/** A page of a publication's PDF where the words were found. */
export type SearchPageHit = { page: number; url: string; snippet: string };

export type SearchResult = {
  items: SearchHit[];
  total: number;
  /** hits per kind, for the type chips (all kinds, whatever `type` asked for) */
  counts: Partial<Record<SearchType, number>>;
  /** a search with no hits: the query with its misspelt words corrected from the index's own words, when that finds something */
  suggestion?: string;
  /** an English search with no hits: how many a Kiswahili search finds (only when there are some) */
  elsewhere?: { locale: "sw"; total: number };
};

/**
 * The words of a query as the engines match them: letters and digits only
 * (quotes, operators, punctuation, emoji and control characters are separators),
 * lowercased, at most SEARCH_MAX_WORDS. An English possessive is its noun ("county's" and
 * "counties’" find "county", "counties"), so no stray "s" has to match. Words between
 * double quotes are one phrase, its words space-separated ("public participation"), matched
 * in that order; an unclosed quote is ignored. Both engines get these words quoted, never the raw text.
 */
export function searchWords(query: string): string[] {
  const parts = query
    .normalize("NFC")
    .toLowerCase()
    .replace(/(\p{L})['’]s?(?![\p{L}\p{N}])/gu, "$1")
    .split(/["“”„]/);
  const terms = parts.flatMap((part, i) => {
    const words = part.match(/[\p{L}\p{N}]+/gu) ?? [];
    const phrase = i % 2 === 1 && i < parts.length - 1 && words.length > 1;
    return phrase ? [words.join(" ")] : words;
  });
  return terms.slice(0, SEARCH_MAX_WORDS);
}

/** A term of searchWords that is a phrase (several words in order). */
export const isPhrase = (term: string) => term.includes(" ");

/** The canonical form of a query: its words, space-separated, phrases quoted (cache keys and links use it). */
export const canonicalQuery = (query: string) =>
  searchWords(query)
    .map((term) => (isPhrase(term) ? `"${term}"` : term))
    .join(" ");
