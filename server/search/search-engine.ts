import { type Kysely, type RawBuilder, sql } from "kysely";
import { isPhrase } from "../../shared/search.ts";
import type { Dialect } from "../db/connection.ts";
import type { Database } from "../db/schema.ts";
import { MARK_END, MARK_START } from "./highlight.ts";

/** What one search asks of an engine: words already cleaned (shared/search.ts), a page of ids. */
export type EngineQuery = {
  words: string[];
  locale: string;
  type: string | null;
  /** null: staff, who see drafts and scheduled items too; otherwise only what is live at this moment */
  liveAt: Date | null;
  limit: number;
  offset: number;
};

export type EngineRow = {
  id: number;
  type: string;
  ref_id: number;
  page: number;
  locale: string;
  title: string;
  url: string;
  excerpt: string;
  excerpt_snippet: string | null;
  body_snippet: string | null;
};

/** One result: the item's document and its matching PDF pages. */
export type EngineResult = { item: EngineRow; pages: EngineRow[] };

/**
 * One search over `search_documents`, two implementations (decision 0059). Both
 * rank a page in one step, count separately, and make snippets only for that
 * page's rows.
 */
export interface SearchEngine {
  /**
   * One page of the matching items, best first, with their snippets: each item once, with
   * its best matching PDF pages (a publication's, at most PAGES_PER_RESULT, best first).
   */
  page(query: EngineQuery): Promise<EngineResult[]>;
  counts(query: Omit<EngineQuery, "type" | "limit" | "offset">): Promise<Array<{ type: string; n: number }>>;
  /** A subquery of the `ref_id`s of `type` that match (staff lists filter with it). */
  matchingRefIds(type: string, words: string[]): RawBuilder<unknown>;
  /**
   * The index's own words that may be `word` misspelt: the same first letter, a length
   * within 2 of it, the most common first (FTS5's vocabulary; PostgreSQL's ts_stat).
   */
  neighbours(word: string): Promise<string[]>;
}

/** How many of the index's words a suggestion weighs at most. */
const NEIGHBOURS = 2000;

/**
 * `"w1" "w2"*`: each word a quoted FTS5 string (no operator can get in), the last one a prefix;
 * a phrase ("w1 w2", shared/search.ts) is one quoted string, which FTS5 matches as a phrase.
 */
export const ftsQuery = (words: string[]) =>
  words.map((w, i) => `"${w.replaceAll('"', '""')}"${i === words.length - 1 && !isPhrase(w) ? "*" : ""}`).join(" ");

const lexeme = (w: string) => `'${w.replaceAll("'", "''").replaceAll("\\", "\\\\")}'`;

/** `'w1' & 'w2':*` for to_tsquery: each word a quoted lexeme, the last one a prefix; a phrase `('w1' <-> 'w2')`. */
export const tsQuery = (words: string[]) =>
  words
    .map((w, i) =>
      isPhrase(w) ? `(${w.split(" ").map(lexeme).join(" <-> ")})` : `${lexeme(w)}${i === words.length - 1 ? ":*" : ""}`,
    )
    .join(" & ");

const visibility = (liveAt: Date | null) =>
  liveAt === null
    ? sql``
    : sql` AND d.published_at IS NOT NULL AND d.published_at <= ${liveAt} AND (d.ends_at IS NULL OR d.ends_at > ${liveAt})`;

/**
 * The documents in `locale`; for another language than English, also the English
 * documents of items with no version in it, so that such items are still found
 * (shown in English, decision 0070). A PDF's pages are only ever English.
 */
const localeFilter = (locale: string) =>
  locale === "en"
    ? sql` AND d.locale = 'en'`
    : sql` AND (d.locale = ${locale} OR (d.locale = 'en' AND NOT EXISTS (SELECT 1 FROM search_documents t
        WHERE t.type = d.type AND t.ref_id = d.ref_id AND t.page = d.page AND t.locale = ${locale})))`;

const typeFilter = (type: string | null) => (type === null ? sql`` : sql` AND d.type = ${type}`);

/** What differs between the engines: which documents match, their order, their snippets. */
type EngineSql = {
  /** `FROM … WHERE …`: the documents `d` that match the words */
  matching(words: string[]): RawBuilder<unknown>;
  /** a document's score, the lower the better */
  score(words: string[]): RawBuilder<unknown>;
  /** in GROUP BY d.type, d.ref_id: the ids of the item's matching PDF pages, best first, comma-separated */
  pageIds(words: string[]): RawBuilder<unknown>;
  /** the excerpt's and the body's snippet, as excerpt_snippet and body_snippet */
  snippets(words: string[]): RawBuilder<unknown>;
  /** `FROM … WHERE …`: the documents `d` with these ids, matched again for their snippets */
  byIds(words: string[], ids: number[]): RawBuilder<unknown>;
};

const sqliteSql = (): EngineSql => {
  const snippet = (column: number) =>
    sql.raw(`snippet(search_fts, ${column}, '${MARK_START}', '${MARK_END}', '…', 24)`);
  return {
    // Kind, language and dates are read from their own index (migration 0021): through the
    // table, each match would read a page of long texts (decision 0078).
    matching: (words) =>
      sql`FROM search_fts JOIN search_documents d INDEXED BY search_documents_filter ON d.id = search_fts.rowid
        WHERE search_fts MATCH ${ftsQuery(words)}`,
    // The configured bm25 weights (migration 0013), without an expression per row.
    score: () => sql`search_fts.rank`,
    pageIds: () => sql`group_concat(CASE WHEN d.page > 0 THEN d.id END, ',' ORDER BY search_fts.rank, d.id)`,
    snippets: () => sql`${snippet(1)} AS excerpt_snippet, ${snippet(2)} AS body_snippet`,
    // FTS5 makes snippets only for the rows the statement returns: the page's few ids (decision 0092).
    // `+rowid`: the ids filter the matches as FTS5 walks them, never as its rowid constraint (FTS5 would
    // set the match up again per id, and with a single id ignore it: decision 0078), before any join.
    byIds: (words, ids) =>
      sql`FROM search_fts JOIN search_documents d ON d.id = search_fts.rowid WHERE search_fts MATCH ${ftsQuery(words)}
        AND +search_fts.rowid IN (${sql.join(ids)})`,
  };
};

const postgresSql = (): EngineSql => {
  const query = (words: string[]) => sql`to_tsquery('simple', uraia_unaccent(${tsQuery(words)}))`;
  const options = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12, ShortWord=1, MaxFragments=1, FragmentDelimiter=" … "`;
  const headline = (column: "excerpt" | "body", words: string[]) =>
    sql`CASE WHEN d.${sql.raw(column)} = '' THEN NULL ELSE ts_headline('simple', d.${sql.raw(column)}, ${query(words)}, ${options}) END`;
  return {
    matching: (words) => sql`FROM search_documents d WHERE d.tsv @@ ${query(words)}`,
    score: (words) => sql`-ts_rank(d.tsv, ${query(words)}, 1)`,
    pageIds: (words) =>
      sql`string_agg(CASE WHEN d.page > 0 THEN d.id::text END, ',' ORDER BY ts_rank(d.tsv, ${query(words)}, 1) DESC, d.id)`,
    snippets: (words) =>
      sql`${headline("excerpt", words)} AS excerpt_snippet, ${headline("body", words)} AS body_snippet`,
    // ts_headline for the page's ids in a statement of their own, as measured when the goal was met
    // (bench/README.md); the ranking statement stays as light as it was.
    byIds: (_words, ids) => sql`FROM search_documents d WHERE d.id IN (${sql.join(ids)})`,
  };
};

const COLUMNS = sql`d.id, d.type, d.ref_id, d.page, d.locale, d.title, d.url, d.excerpt`;

/** How many of a publication's matching PDF pages its result shows. */
export const PAGES_PER_RESULT = 3;

/** A result as ranked: its item, the id of the item's own document when it matched, its matching pages' ids. */
type Group = { type: string; ref_id: number; item: number | null; pages: string | null };

/** ` AND …`: only the documents of these items. */
const ofItems = (groups: Group[]) =>
  sql` AND (${sql.join(
    groups.map((g) => sql`(d.type = ${g.type} AND d.ref_id = ${Number(g.ref_id)})`),
    sql` OR `,
  )})`;

const key = (row: { type: string; ref_id: number }) => `${row.type}:${Number(row.ref_id)}`;

export function createSearchEngine(db: Kysely<Database>, dialect: Dialect): SearchEngine {
  const engine = dialect === "postgres" ? postgresSql() : sqliteSql();
  const where = (q: Omit<EngineQuery, "limit" | "offset">) =>
    sql`${engine.matching(q.words)} ${localeFilter(q.locale)}${visibility(q.liveAt)}${typeFilter(q.type)}`;
  return {
    async page(q) {
      // One result an item: its documents (a publication and its PDF's pages) ranked as one, by the best;
      // with the item's own document when it matched and its pages' ids, best first, in the same pass.
      const groups = (
        await sql<Group>`SELECT d.type AS type, d.ref_id AS ref_id, max(CASE WHEN d.page = 0 THEN d.id END) AS item,
          ${engine.pageIds(q.words)} AS pages ${where(q)}
          GROUP BY d.type, d.ref_id ORDER BY min(${engine.score(q.words)}), min(d.id) LIMIT ${q.limit} OFFSET ${q.offset}`.execute(
          db,
        )
      ).rows;
      if (!groups.length) return [];
      const ids = groups.flatMap((g) => [
        ...(g.item === null ? [] : [Number(g.item)]),
        ...(g.pages ?? "").split(",").filter(Boolean).slice(0, PAGES_PER_RESULT).map(Number),
      ]);
      // Sorted here: FTS5 would sort every match by rank before the ids' filter.
      const found = (
        await sql<EngineRow & { score: number }>`SELECT ${COLUMNS}, ${engine.score(q.words)} AS score,
          ${engine.snippets(q.words)} ${engine.byIds(q.words, ids)}`.execute(db)
      ).rows.sort((a, b) => Number(a.score) - Number(b.score) || Number(a.id) - Number(b.id));
      const items = new Map<string, EngineRow>();
      const pages = new Map<string, EngineRow[]>();
      for (const row of found) {
        if (Number(row.page) > 0) pages.set(key(row), [...(pages.get(key(row)) ?? []), row]);
        else items.set(key(row), row);
      }
      // An item found only in its PDF's pages: its own document, unmatched, for its title and address.
      const unmatched = groups.filter((g) => !items.has(key(g)));
      if (unmatched.length) {
        const rows = await sql<EngineRow>`SELECT ${COLUMNS}, NULL AS excerpt_snippet, NULL AS body_snippet
          FROM search_documents d WHERE d.page = 0 ${localeFilter(q.locale)}${ofItems(unmatched)}`.execute(db);
        for (const row of rows.rows) items.set(key(row), row);
      }
      return groups.flatMap((g) => {
        const item = items.get(key(g));
        return item ? [{ item, pages: pages.get(key(g)) ?? [] }] : [];
      });
    },
    async counts(q) {
      const result = await sql<{ type: string; n: number }>`
        SELECT d.type AS type, count(DISTINCT d.ref_id) AS n ${where({ ...q, type: null })}
        GROUP BY d.type`.execute(db);
      return result.rows.map((r) => ({ type: r.type, n: Number(r.n) }));
    },
    matchingRefIds(type, words) {
      return sql`(SELECT d.ref_id ${engine.matching(words)} AND d.type = ${type})`;
    },
    async neighbours(word) {
      const first = [...word][0] ?? "";
      const [min, max] = [Math.max(word.length - 2, 2), word.length + 2];
      if (dialect === "postgres") {
        const result = await sql<{ word: string }>`
          SELECT word FROM ts_stat('SELECT tsv FROM search_documents')
          WHERE left(word, 1) = ${first} AND length(word) BETWEEN ${min} AND ${max}
          ORDER BY ndoc DESC LIMIT ${NEIGHBOURS}`.execute(db);
        return result.rows.map((r) => r.word);
      }
      // The FTS5 index's vocabulary, as a table of this connection (nothing stored).
      await sql`CREATE VIRTUAL TABLE IF NOT EXISTS temp.search_vocab USING fts5vocab(main, 'search_fts', 'row')`.execute(
        db,
      );
      const result = await sql<{ term: string }>`
        SELECT term FROM temp.search_vocab
        WHERE substr(term, 1, 1) = ${first} AND length(term) BETWEEN ${min} AND ${max}
        ORDER BY doc DESC LIMIT ${NEIGHBOURS}`.execute(db);
      return result.rows.map((r) => r.term);
    },
  };
}
