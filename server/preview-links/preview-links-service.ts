import { createHash, randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Viewer } from "../auth/viewer.ts";
import type { Database } from "../db/schema.ts";
import { toIso } from "../db/values.ts";
import { badRequest, notFound, unauthorized } from "../http/errors.ts";
import type { RevisionSource, RevisionSources } from "../revisions/revision-sources.ts";

/** A link's life when none is asked for: 7 days; at most 30. */
export const DEFAULT_PREVIEW_HOURS = 168;
export const MAX_PREVIEW_HOURS = 720;
const HOURS = `hours must be a whole number from 1 to ${MAX_PREVIEW_HOURS} (30 days)`;
const LINK_NOT_FOUND = "Preview link not found";

/** A link as the admin lists it (its token is never stored, so never shown again). */
export type PreviewLinkEntry = {
  id: number;
  created_at: string;
  expires_at: string;
  ended_at: string | null;
  active: boolean;
};

export type PreviewLinkCreated = { id: number; url: string; expires_at: string };

/** What a link's token opens: the item, while the link lasts. */
export type PreviewTarget = { kind: string; id: number };

export interface PreviewLinksService {
  create(kind: string, id: number, body: unknown, viewer: Viewer): Promise<PreviewLinkCreated>;
  list(kind: string, id: number, viewer: Viewer): Promise<PreviewLinkEntry[]>;
  /** Ends a link at once (404 when it is not this item's or already ended). */
  end(kind: string, id: number, linkId: number, viewer: Viewer): Promise<void>;
  /** The item a token opens; null when the token is unknown, tampered with, expired or ended. */
  resolve(token: string): Promise<PreviewTarget | null>;
  /** In a delete's transaction: the item's links go with it. */
  forget(trx: Transaction<Database>, kind: string, id: number): Promise<void>;
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** The hours asked for: absent → 168; a whole number 1–720, else 400. */
export function previewHours(body: unknown): number {
  const hours = typeof body === "object" && body !== null ? (body as { hours?: unknown }).hours : undefined;
  if (hours === undefined || hours === null) return DEFAULT_PREVIEW_HOURS;
  if (typeof hours !== "number" || !Number.isInteger(hours) || hours < 1 || hours > MAX_PREVIEW_HOURS) {
    throw badRequest(HOURS, { hours: HOURS });
  }
  return hours;
}

export function createPreviewLinksService(deps: {
  db: Kysely<Database>;
  now: () => Date;
  publicUrl: string;
  sources: RevisionSources;
  itemNotFound: (kind: string) => string;
}): PreviewLinksService {
  const { db, now } = deps;

  async function requireItem(kind: string, id: number, viewer: Viewer): Promise<RevisionSource> {
    if (!viewer.staff) throw unauthorized();
    const source = deps.sources[kind];
    const item = source ? await source.find(viewer, id) : null;
    if (!source || !item) throw notFound(deps.itemNotFound(kind));
    return source;
  }

  return {
    async create(kind, id, body, viewer) {
      const hours = previewHours(body);
      await requireItem(kind, id, viewer);
      const token = randomBytes(32).toString("base64url");
      const at = now();
      const expires = new Date(at.getTime() + hours * 3_600_000);
      const row = await db
        .insertInto("preview_links")
        .values({
          kind,
          item_id: id,
          token_hash: hashOf(token),
          created_by: viewer.userId ?? null,
          created_at: at,
          expires_at: expires,
          ended_at: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const url = `${deps.publicUrl.replace(/\/+$/, "")}/preview/${token}`;
      return { id: Number(row.id), url, expires_at: expires.toISOString() };
    },

    async list(kind, id, viewer) {
      await requireItem(kind, id, viewer);
      const at = now().getTime();
      const rows = await db
        .selectFrom("preview_links")
        .select(["id", "created_at", "expires_at", "ended_at"])
        .where("kind", "=", kind)
        .where("item_id", "=", id)
        .orderBy("id", "desc")
        .execute();
      return rows.map((row) => {
        const expires = toIso(row.expires_at) ?? "";
        const ended = toIso(row.ended_at);
        return {
          id: Number(row.id),
          created_at: toIso(row.created_at) ?? "",
          expires_at: expires,
          ended_at: ended,
          active: ended === null && new Date(expires).getTime() > at,
        };
      });
    },

    async end(kind, id, linkId, viewer) {
      await requireItem(kind, id, viewer);
      const result = await db
        .updateTable("preview_links")
        .set({ ended_at: now() })
        .where("id", "=", linkId)
        .where("kind", "=", kind)
        .where("item_id", "=", id)
        .where("ended_at", "is", null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw notFound(LINK_NOT_FOUND);
    },

    async resolve(token) {
      if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
      const row = await db
        .selectFrom("preview_links")
        .select(["kind", "item_id", "expires_at", "ended_at"])
        .where("token_hash", "=", hashOf(token))
        .executeTakeFirst();
      if (!row || row.ended_at !== null) return null;
      if (new Date(toIso(row.expires_at) ?? 0).getTime() <= now().getTime()) return null;
      return { kind: row.kind, id: Number(row.item_id) };
    },

    async forget(trx, kind, id) {
      await trx.deleteFrom("preview_links").where("kind", "=", kind).where("item_id", "=", id).execute();
    },
  };
}
