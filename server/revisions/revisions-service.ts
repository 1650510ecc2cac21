import type { Kysely, Transaction } from "kysely";
import { publishState } from "../../shared/edit-state.ts";
import type { Viewer } from "../auth/viewer.ts";
import type { ChangeContext, ContentChange } from "../content/content-write.ts";
import { sentVersion } from "../content/edit-version.ts";
import type { Database } from "../db/schema.ts";
import { toIso } from "../db/values.ts";
import { invariant, notFound, unauthorized } from "../http/errors.ts";
import { pruneRevisions } from "./prune-revisions.ts";
import type { RevisionSource, RevisionSources } from "./revision-sources.ts";
import { CREATED, changedSummary, restoredSummary, SAVED } from "./revision-summary.ts";

/** One line of an item's history, as GET /api/{kind}/:id/revisions answers it. */
export type RevisionEntry = {
  id: number;
  created_at: string;
  author: { id: number; name: string } | null;
  summary: string;
  status: string;
  version: number;
};

export type Revision = RevisionEntry & { snapshot: Record<string, unknown> };

export interface RevisionsService {
  /** In a save's transaction (the "content changed" event): keeps the item's snapshot as a new revision. */
  keep(trx: Transaction<Database>, change: ContentChange & ChangeContext): Promise<void>;
  /** In a delete's transaction: the item's revisions go with it. */
  forget(trx: Transaction<Database>, kind: string, id: number): Promise<void>;
  list(kind: string, id: number, viewer: Viewer): Promise<RevisionEntry[]>;
  get(kind: string, id: number, revision: number, viewer: Viewer): Promise<Revision>;
  /** Saves the revision's snapshot as the item's new state (itself a new revision); answers the item. */
  restore(kind: string, id: number, revision: number, body: unknown, viewer: Viewer): Promise<unknown>;
  /** The daily pruning (./prune-revisions.ts). */
  prune(now: Date): Promise<number>;
}

const REVISION_NOT_FOUND = "Revision not found";

export function createRevisionsService(deps: {
  db: Kysely<Database>;
  now: () => Date;
  sources: RevisionSources;
  /** the "not found" message of each kind's item */
  itemNotFound: (kind: string) => string;
}): RevisionsService {
  const { db, now, sources } = deps;
  const sourceOf = (kind: string): RevisionSource => {
    const source = sources[kind];
    invariant(source, notFound(deps.itemNotFound(kind)));
    return source;
  };

  /** Revisions are the staff's: the item must be one the viewer may see. */
  async function requireItem(kind: string, id: number, viewer: Viewer): Promise<RevisionSource> {
    if (!viewer.staff) throw unauthorized();
    const source = sourceOf(kind);
    invariant(await source.find(viewer, id), notFound(deps.itemNotFound(kind)));
    return source;
  }

  const entries = (kind: string, id: number) =>
    db
      .selectFrom("content_revisions as r")
      .leftJoin("users as u", "u.id", "r.author_id")
      .select([
        "r.id",
        "r.created_at",
        "r.author_id",
        "u.name",
        "u.email",
        "r.summary",
        "r.status",
        "r.version",
        "r.snapshot",
      ])
      .where("r.kind", "=", kind)
      .where("r.item_id", "=", id);

  type EntryRow = Awaited<ReturnType<ReturnType<typeof entries>["executeTakeFirstOrThrow"]>>;
  const toEntry = (row: EntryRow): RevisionEntry => ({
    id: Number(row.id),
    created_at: toIso(row.created_at) ?? "",
    // An account without a name is shown by its email, as everywhere else in the admin.
    author: row.author_id === null ? null : { id: Number(row.author_id), name: row.name || row.email || "" },
    summary: row.summary,
    status: row.status,
    version: Number(row.version),
  });

  async function get(kind: string, id: number, revision: number, viewer: Viewer): Promise<Revision> {
    await requireItem(kind, id, viewer);
    const row = Number.isSafeInteger(revision)
      ? await entries(kind, id).where("r.id", "=", revision).executeTakeFirst()
      : undefined;
    invariant(row, notFound(REVISION_NOT_FOUND));
    return { ...toEntry(row), snapshot: JSON.parse(row.snapshot) as Record<string, unknown> };
  }

  return {
    async keep(trx, change) {
      const source = sources[change.kind];
      const snapshot = source && (await source.snapshot(trx, change.id));
      if (!snapshot) return;
      const previous = await trx
        .selectFrom("content_revisions")
        .select("snapshot")
        .where("kind", "=", change.kind)
        .where("item_id", "=", change.id)
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst();
      const summary =
        change.note ??
        (change.action === "create"
          ? CREATED
          : previous
            ? changedSummary(JSON.parse(previous.snapshot) as Record<string, unknown>, snapshot.fields)
            : SAVED);
      const at = now();
      await trx
        .insertInto("content_revisions")
        .values({
          kind: change.kind,
          item_id: change.id,
          version: snapshot.version,
          created_at: at,
          author_id: change.actor ?? null,
          summary,
          status: publishState(snapshot.published_at, at),
          snapshot: JSON.stringify(snapshot.fields),
        })
        .execute();
    },

    async forget(trx, kind, id) {
      await trx.deleteFrom("content_revisions").where("kind", "=", kind).where("item_id", "=", id).execute();
    },

    async list(kind, id, viewer) {
      await requireItem(kind, id, viewer);
      const rows = await entries(kind, id).orderBy("r.id", "desc").execute();
      return rows.map(toEntry);
    },

    get,

    async restore(kind, id, revision, body, viewer) {
      const found = await get(kind, id, revision, viewer);
      const version = sentVersion(body);
      const input = { ...found.snapshot, ...(version !== undefined && { version }) };
      return sourceOf(kind).save(id, input, viewer, restoredSummary(found.id, found.created_at));
    },

    prune: (at) => pruneRevisions(db, at),
  };
}
