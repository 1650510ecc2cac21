import type { Kysely, Transaction } from "kysely";
import { isLocale, type Locale } from "../../shared/locales.ts";
import { applyStored, changedPaths, editablePart } from "../../shared/pages/copy-rules.ts";
import { type CopyTree, mergeCopy } from "../../shared/pages/copy-tree.ts";
import type { PageDefinition } from "../../shared/pages/define-page.ts";
import type { FieldTimes } from "../../shared/pages/kiswahili-status.ts";
import type { PageCopyAnswer, PageSummary } from "../../shared/pages/page-contract.ts";
import type { ChangeContext, ContentWrite } from "../content/content-write.ts";
import { checkVersion } from "../content/edit-version.ts";
import type { Database } from "../db/schema.ts";
import { badRequest, notFound } from "../http/errors.ts";
import { previewedId } from "../publishing/preview-grant.ts";
import type { Snapshot } from "../revisions/revision-sources.ts";
import type { PageCopy } from "../search/search-documents.ts";
import { COPY_CHECK, copyInForce, pageAnswer } from "./page-answer.ts";
import { type PageEdit, readPageEdit } from "./page-edit.ts";
import { type Row, rowValues, type Stored, stored, versionOf } from "./page-row.ts";
import { editedPageCopy, reindexPage } from "./page-search.ts";
import { checkUploadsExist } from "./page-uploads.ts";

/**
 * Page copy as content (docs/product.md, "Page copy"; decision 0088): staff
 * edits per page and language over the shipped copy, checked against the
 * page's definition (app/content/pages, handed in as `pages`). Every save goes
 * through the one write path; the stored rows are kept in memory for the public
 * pages and forgotten on every change (here, or on another instance).
 */
export type Saved = { answer: PageCopyAnswer; changed: string[] };

export type PagesService = {
  list(): Promise<PageSummary[]>;
  answer(key: string, locale: Locale): Promise<PageCopyAnswer>;
  /** a PATCH body checked: 400 naming each bad field by path */
  readEdit(key: string, body: unknown): PageEdit;
  /** `context`: who saved (their account) and, for a restore, the line its revision keeps */
  save(key: string, edit: PageEdit, by: string, context?: ChangeContext): Promise<Saved>;
  publish(key: string, locale: Locale, by: string, context?: ChangeContext): Promise<Saved>;
  /**
   * The copy in force of a page in `locale` (the public pages), defaults filled in; while a
   * preview link of this page's row renders it (server/publishing/preview-grant.ts), its draft.
   */
  copy(key: string, locale: Locale): Promise<CopyTree>;
  /** each page's last published change (its English address → ISO time), for the sitemap */
  lastChanges(): Promise<Map<string, string>>;
  /** the static pages' search copy with every edited page's copy in force (start-up indexing) */
  searchCopy(pages: readonly PageCopy[]): Promise<PageCopy[]>;
  /** rebuilds the search document of a page_copy row (the "content changed" event) */
  reindex(trx: Transaction<Database>, rowId: number): Promise<void>;
  /** drops the rows kept in memory (copy changed here or on another instance) */
  forget(): void;
  /** the stored row of a page in a language (its revisions and preview links hang on it), if it was ever saved */
  rowId(key: string, locale: Locale): Promise<number | undefined>;
  /** a row as its revision keeps it: the copy a visitor would read after this save (the draft's, when a draft was saved last) */
  snapshot(db: Kysely<Database>, rowId: number): Promise<Snapshot | undefined>;
  /** a row's page as the API answers it, with `id` (the row); `live`: the answer only when no draft waits */
  item(rowId: number, live: boolean): Promise<(PageCopyAnswer & { id: number }) | null>;
};

export function createPagesService(deps: {
  db: Kysely<Database>;
  now: () => Date;
  pages: readonly PageDefinition<object>[];
  write: ContentWrite;
}): PagesService {
  const { db, now, write } = deps;
  const byKey = new Map(deps.pages.map((page) => [page.key, page]));
  let memory: Promise<Map<string, Stored>> | null = null;

  const rows = (): Promise<Map<string, Stored>> => {
    memory ??= db
      .selectFrom("page_copy")
      .selectAll()
      .execute()
      .then((all) => new Map(all.map((row) => [`${row.page_key}:${row.locale}`, stored(row as Row)])))
      .catch((error) => {
        memory = null;
        throw error;
      });
    return memory;
  };

  const definition = (key: string) => {
    const page = byKey.get(key);
    if (!page) throw notFound(`There is no page "${key}". GET /api/pages lists the pages.`);
    return page;
  };
  const answer = async (key: string, locale: Locale) => pageAnswer(definition(key), locale, await rows());

  /** Reads, changes and stores one row in the write path's transaction (409 before anything is written). */
  async function change(
    page: PageDefinition<object>,
    locale: Locale,
    version: number | undefined,
    apply: (row: Stored | undefined) => Partial<Stored>,
    context: ChangeContext = {},
  ) {
    await write(
      { kind: "pages", action: "update", ...context },
      async (trx) => {
        const found = await trx
          .selectFrom("page_copy")
          .selectAll()
          .where("page_key", "=", page.key)
          .where("locale", "=", locale)
          .executeTakeFirst();
        const row = found ? stored(found as Row) : undefined;
        await checkVersion(version, versionOf(row), async () =>
          pageAnswer(page, locale, await pageRows(trx, page.key)),
        );
        const next = { ...row, ...apply(row) };
        const values = rowValues(next, versionOf(row) + 1);
        if (row) {
          await trx.updateTable("page_copy").set(values).where("id", "=", row.id).execute();
          return { id: row.id, value: undefined };
        }
        const inserted = await trx
          .insertInto("page_copy")
          .values({ page_key: page.key, locale, ...values })
          .returning("id")
          .executeTakeFirstOrThrow();
        return { id: Number(inserted.id), value: undefined };
      },
      notFound(`There is no page "${page.key}".`),
    );
    memory = null;
  }

  /** One page's rows, read in the write's transaction (the answer of a 409). */
  async function pageRows(trx: Transaction<Database>, key: string) {
    const found = await trx.selectFrom("page_copy").selectAll().where("page_key", "=", key).execute();
    return new Map(found.map((row) => [`${row.page_key}:${row.locale}`, stored(row as Row)]));
  }

  const stamp = (paths: string[], times: FieldTimes, at: string) => ({
    ...times,
    ...Object.fromEntries(paths.map((path) => [path, at])),
  });

  return {
    async list() {
      const all = await rows();
      return deps.pages.map((page) => {
        const saved = ["en", "sw"]
          .flatMap((locale) => {
            const row = all.get(`${page.key}:${locale}`);
            return row
              ? [
                  { at: row.updated_at, by: row.updated_by },
                  { at: row.draft_updated_at, by: row.draft_updated_by },
                ]
              : [];
          })
          .filter((change) => change.at)
          .sort((a, b) => ((a.at ?? "") < (b.at ?? "") ? 1 : -1))[0];
        const sw = pageAnswer(page, "sw", all);
        return {
          key: page.key,
          path: page.path,
          title: pageAnswer(page, "en", all).title,
          updated_at: saved?.at ?? null,
          updated_by: saved?.by ?? null,
          sw_complete: sw.sw_missing.length === 0 && sw.sw_outdated.length === 0,
        };
      });
    },

    answer,

    readEdit(key, body) {
      return readPageEdit(definition(key), body);
    },

    async save(key, edit, by, context) {
      const page = definition(key);
      await checkUploadsExist(db, page.fields, edit.copy);
      const changed = changedPaths(page.fields, edit.copy);
      const at = now().toISOString();
      await change(
        page,
        edit.locale,
        edit.version,
        (row) =>
          edit.draft
            ? { draft: mergeCopy(row?.draft ?? {}, edit.copy), draft_updated_at: at, draft_updated_by: by }
            : {
                copy: mergeCopy(row?.copy ?? {}, edit.copy),
                times: stamp(changed, row?.times ?? {}, at),
                updated_at: at,
                updated_by: by,
              },
        context,
      );
      return { answer: await answer(key, edit.locale), changed };
    },

    async publish(key, locale, by, context) {
      const page = definition(key);
      const row = (await rows()).get(`${key}:${locale}`);
      if (!row?.draft) throw badRequest("This page has no draft to publish in this language");
      const changed = changedPaths(page.fields, row.draft);
      const at = now().toISOString();
      await change(
        page,
        locale,
        undefined,
        (current) => {
          if (!current?.draft) throw badRequest("This page has no draft to publish in this language");
          return {
            copy: mergeCopy(current.copy, current.draft),
            times: stamp(changedPaths(page.fields, current.draft), current.times, at),
            updated_at: at,
            updated_by: by,
            draft: null,
          };
        },
        context,
      );
      return { answer: await answer(key, locale), changed };
    },

    async copy(key, locale) {
      const page = definition(key);
      const row = (await rows()).get(`${key}:${locale}`);
      const copy = copyInForce(page, locale, row).copy;
      if (!row?.draft || previewedId("pages") !== row.id) return copy;
      return applyStored(page.fields, copy, row.draft, COPY_CHECK).copy;
    },

    async lastChanges() {
      const out = new Map<string, string>();
      for (const [id, row] of await rows()) {
        const page = byKey.get(id.split(":")[0] ?? "");
        if (!page?.indexed || !row.updated_at) continue;
        const known = out.get(page.path);
        if (!known || known < row.updated_at) out.set(page.path, row.updated_at);
      }
      return out;
    },

    async searchCopy(pages) {
      const all = await rows();
      return pages.map((entry) => {
        const locale = entry.locale ?? "en";
        const page = deps.pages.find((candidate) => candidate.indexed && candidate.path === entry.path);
        const row = page && all.get(`${page.key}:${locale}`);
        if (!page || !row) return entry;
        return editedPageCopy(page, locale, copyInForce(page, locale, row).copy, entry) ?? entry;
      });
    },

    async reindex(trx, rowId) {
      const found = await trx.selectFrom("page_copy").selectAll().where("id", "=", rowId).executeTakeFirst();
      const page = found && byKey.get(found.page_key);
      if (!found || !page || !isLocale(found.locale)) return;
      const entry = editedPageCopy(page, found.locale, copyInForce(page, found.locale, stored(found as Row)).copy);
      if (entry) await reindexPage(trx, entry);
    },

    forget() {
      memory = null;
    },

    async rowId(key, locale) {
      definition(key);
      return (await rows()).get(`${key}:${locale}`)?.id;
    },

    async snapshot(reader, rowId) {
      const found = await reader.selectFrom("page_copy").selectAll().where("id", "=", rowId).executeTakeFirst();
      const page = found && byKey.get(found.page_key);
      if (!found || !page || !isLocale(found.locale)) return undefined;
      const row = stored(found as Row);
      const copy = copyInForce(page, found.locale, row).copy;
      const draftLast = row.draft !== null && (row.draft_updated_at ?? "") >= (row.updated_at ?? "");
      const fields = (tree: CopyTree) => editablePart(page.fields, tree) as CopyTree;
      return draftLast
        ? {
            fields: fields(applyStored(page.fields, copy, row.draft, COPY_CHECK).copy),
            version: row.version,
            published_at: null,
          }
        : { fields: fields(copy), version: row.version, published_at: row.updated_at ?? new Date(0).toISOString() };
    },

    async item(rowId, live) {
      const all = await rows();
      const entry = [...all.entries()].find(([, row]) => row.id === rowId);
      const page = entry && byKey.get(entry[0].split(":")[0] ?? "");
      const locale = entry?.[0].split(":")[1];
      if (!entry || !page || !isLocale(locale)) return null;
      if (live && entry[1].draft && previewedId("pages") !== rowId) return null;
      return { ...pageAnswer(page, locale, all), id: rowId };
    },
  };
}
