import type { Kysely, Transaction } from "kysely";
import { PUBLICATIONS_STORAGE } from "../../shared/collections/publications.ts";
import { publicationCreateSchema, publicationUpdateSchema } from "../../shared/publication-schema.ts";
import type { Publication } from "../../shared/publications.ts";
import { requirePermission } from "../auth/permissions.ts";
import type { Viewer } from "../auth/viewer.ts";
import type { ChangeContext, ContentWrite } from "../content/content-write.ts";
import { checkVersion, editStateOf, sentVersion, writtenOrStale } from "../content/edit-version.ts";
import type { ListOptions, Page } from "../db/paging.ts";
import type { Database } from "../db/schema.ts";
import { invariant, notFound } from "../http/errors.ts";
import { validate } from "../http/validate.ts";
import { removeStored } from "../publishing/remove-stored.ts";
import type { SearchAndStatus } from "../publishing/search-and-status.ts";
import { searchAndStatus } from "../publishing/search-and-status.ts";
import { storedReader, writeStored } from "../publishing/stored-steps.ts";
import type { SearchMatch } from "../search/search-service.ts";
import { freeSlug } from "../slugs/stored-slugs.ts";
import { PUBLICATION_COLUMNS, type PublicationRow, toPublication } from "./publication-row.ts";

const NOT_FOUND = "Publication not found";
const hook = PUBLICATIONS_STORAGE;

export interface PublicationsService {
  list(
    viewer: Viewer,
    options?: ListOptions & {
      /** featured publications before the rest (as /publications shows them) */
      featuredFirst?: boolean;
    } & SearchAndStatus,
  ): Promise<Page<Publication>>;
  getById(viewer: Viewer, id: number): Promise<Publication | null>;
  /** By id, drafts too, read through `trx` (a save in progress: its revision's snapshot). */
  getByIdIn(trx: Kysely<Database>, id: number): Promise<Publication | null>;
  getBySlug(viewer: Viewer, slug: string): Promise<Publication | null>;
  create(input: unknown, viewer: Viewer): Promise<Publication>;
  /** A save that sends `version` is refused (409) when someone saved since; `note` is a restore's line for its revision. */
  update(id: number, input: unknown, viewer: Viewer, note?: string): Promise<Publication>;
  remove(id: number, viewer: Viewer): Promise<void>;
}

export function createPublicationsService(
  db: Kysely<Database>,
  now: () => Date,
  match: SearchMatch,
  write: ContentWrite,
): PublicationsService {
  const rows = storedReader(db, now, "publications", (q) => q.select(PUBLICATION_COLUMNS), toPublication);
  const save = (
    action: "create" | "update",
    writeRow: (trx: Transaction<Database>) => Promise<PublicationRow | undefined>,
    type: string | undefined,
    context: ChangeContext,
  ) =>
    writeStored(write, {
      kind: "publications",
      action,
      context,
      write: writeRow,
      missing: NOT_FOUND,
      choice: { list: "publication-types", name: type, at: now() },
    }).then((row): Publication => ({ ...toPublication(row), ...editStateOf(row, now()) }));

  return {
    async list(viewer, options = {}) {
      const query = searchAndStatus(rows.visible(viewer), hook, match, options, now());
      return rows.page(viewer, query, options, (q) =>
        q.$if(options.featuredFirst === true, (featured) => featured.orderBy("featured", "desc")),
      );
    },

    getById: rows.byId,
    getByIdIn: rows.byIdIn,
    getBySlug: rows.byCurrentSlug,

    async create(input, viewer) {
      requirePermission(viewer, "content");
      const data = validate(publicationCreateSchema, input);
      const at = now();
      return save(
        "create",
        async (trx) =>
          trx
            .insertInto("publications")
            .values({
              ...data,
              slug: await freeSlug(trx, hook, data.title, "publication"),
              created_at: at,
              updated_at: at,
            })
            .returning(PUBLICATION_COLUMNS)
            .executeTakeFirstOrThrow(),
        data.type,
        { actor: viewer.userId ?? null },
      );
    },

    async update(id, input, viewer, note) {
      requirePermission(viewer, "content");
      const sent = sentVersion(input);
      const data = validate(publicationUpdateSchema, input);
      const existing = await rows.byId(viewer, id);
      invariant(existing, notFound(NOT_FOUND));
      await checkVersion(sent, existing.version ?? 1, () => existing);
      return save(
        "update",
        async (trx) => {
          const titleChanged = data.title !== undefined && data.title !== existing.title;
          const slug = titleChanged ? await freeSlug(trx, hook, data.title!, "publication", id) : existing.slug;
          const changes = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
          const updated = await trx
            .updateTable("publications")
            .set({ ...changes, slug, updated_at: now(), version: (eb) => eb("version", "+", 1) })
            .where("id", "=", id)
            .$if(sent !== undefined, (q) => q.where("version", "=", sent!))
            .returning(PUBLICATION_COLUMNS)
            .executeTakeFirst();
          return writtenOrStale(updated, sent, () => rows.byIdIn(trx, id));
        },
        data.type,
        { actor: viewer.userId ?? null, ...(note && { note }) },
      );
    },

    async remove(id, viewer) {
      requirePermission(viewer, "content");
      await removeStored(write, hook, id, NOT_FOUND);
    },
  };
}
