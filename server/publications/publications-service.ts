import type { Kysely } from "kysely";
import { PUBLICATIONS_STORAGE } from "../../shared/collections/publications.ts";
import { publicationCreateSchema, publicationUpdateSchema } from "../../shared/publication-schema.ts";
import type { Publication } from "../../shared/publications.ts";
import { requirePermission } from "../auth/permissions.ts";
import type { Viewer } from "../auth/viewer.ts";
import { keepChoice } from "../choices/choice-rows.ts";
import { retryOnUniqueViolation } from "../db/errors.ts";
import type { ListOptions, Page } from "../db/paging.ts";
import type { Database } from "../db/schema.ts";
import { invariant, notFound } from "../http/errors.ts";
import { validate } from "../http/validate.ts";
import { removeStored } from "../publishing/remove-stored.ts";
import type { SearchAndStatus } from "../publishing/search-and-status.ts";
import { searchAndStatus } from "../publishing/search-and-status.ts";
import { newestFirstFor, pageBounds, visibleRows } from "../publishing/visibility.ts";
import { indexPublication } from "../search/search-documents.ts";
import type { SearchMatch } from "../search/search-service.ts";
import { freeSlug, slugCandidates } from "../slugs/stored-slugs.ts";
import { PUBLICATION_COLUMNS, toPublication } from "./publication-row.ts";

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
  getBySlug(viewer: Viewer, slug: string): Promise<Publication | null>;
  create(input: unknown, viewer: Viewer): Promise<Publication>;
  update(id: number, input: unknown, viewer: Viewer): Promise<Publication>;
  remove(id: number, viewer: Viewer): Promise<void>;
}

export function createPublicationsService(
  db: Kysely<Database>,
  now: () => Date,
  match: SearchMatch,
): PublicationsService {
  const visible = (viewer: Viewer) => visibleRows(db, "publications", viewer, now());

  const byId = async (viewer: Viewer, id: number) => {
    if (!Number.isSafeInteger(id) || id < 1) return null;
    const row = await visible(viewer).select(PUBLICATION_COLUMNS).where("id", "=", id).executeTakeFirst();
    return row ? toPublication(row) : null;
  };

  return {
    async list(viewer, options = {}) {
      const { limit, offset } = pageBounds(options);
      const query = searchAndStatus(visible(viewer), "publication", match, options, now());
      const [rows, count] = await Promise.all([
        query
          .select(PUBLICATION_COLUMNS)
          .$if(options.featuredFirst === true, (q) => q.orderBy("featured", "desc"))
          .orderBy(newestFirstFor(viewer), "desc")
          .orderBy("id", "desc")
          .limit(limit)
          .offset(offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toPublication), total: Number(count.total) };
    },

    getById: byId,

    async getBySlug(viewer, slug) {
      const candidates = slugCandidates(slug);
      if (candidates.length === 0) return null;
      const row = await visible(viewer).select(PUBLICATION_COLUMNS).where("slug", "in", candidates).executeTakeFirst();
      return row ? toPublication(row) : null;
    },

    async create(input, viewer) {
      requirePermission(viewer, "content");
      const data = validate(publicationCreateSchema, input);
      const at = now();
      return retryOnUniqueViolation(() =>
        db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto("publications")
            .values({
              ...data,
              slug: await freeSlug(trx, hook, data.title, "publication"),
              created_at: at,
              updated_at: at,
            })
            .returning(PUBLICATION_COLUMNS)
            .executeTakeFirstOrThrow();
          await keepChoice(trx, "publication-types", data.type, at);
          await indexPublication(trx, row);
          return toPublication(row);
        }),
      );
    },

    async update(id, input, viewer) {
      requirePermission(viewer, "content");
      const data = validate(publicationUpdateSchema, input);
      const existing = await byId(viewer, id);
      invariant(existing, notFound(NOT_FOUND));
      return retryOnUniqueViolation(() =>
        db.transaction().execute(async (trx) => {
          const titleChanged = data.title !== undefined && data.title !== existing.title;
          const slug = titleChanged ? await freeSlug(trx, hook, data.title!, "publication", id) : existing.slug;
          const changes = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
          const row = await trx
            .updateTable("publications")
            .set({ ...changes, slug, updated_at: now() })
            .where("id", "=", id)
            .returning(PUBLICATION_COLUMNS)
            .executeTakeFirst();
          invariant(row, notFound(NOT_FOUND));
          await keepChoice(trx, "publication-types", data.type, now());
          await indexPublication(trx, row);
          return toPublication(row);
        }),
      );
    },

    async remove(id, viewer) {
      requirePermission(viewer, "content");
      await removeStored(db, hook, "publication", id, NOT_FOUND);
    },
  };
}
