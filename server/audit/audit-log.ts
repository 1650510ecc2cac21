import type { Kysely } from "kysely";
import type { AuditEntry } from "../../shared/staff.ts";
import type { Database } from "../db/schema.ts";
import { toIso } from "../db/values.ts";

/** One event for the audit log: who, what, on which record, which fields (names only, never values). */
export type AuditEvent = {
  actorId: number | null;
  actorEmail: string | null;
  action: string;
  entity?: string | null;
  entityId?: string | number | null;
  fields?: string[];
  detail?: Record<string, unknown>;
  ip?: string | null;
};

export async function recordAudit(db: Kysely<Database>, event: AuditEvent, at: Date): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      at,
      actor_id: event.actorId,
      actor_email: event.actorEmail,
      action: event.action,
      entity: event.entity ?? null,
      entity_id: event.entityId === undefined || event.entityId === null ? null : String(event.entityId),
      fields: event.fields && event.fields.length > 0 ? JSON.stringify(event.fields) : null,
      detail: event.detail ? JSON.stringify(event.detail) : null,
      ip: event.ip ?? null,
    })
    .execute();
}

export type AuditFilter = { actor?: string; entity?: string; action?: string; limit: number; offset: number };

/** Newest first; `actor` is an id or an email, `action` matches its start ('sign-in' finds every sign-in event). */
export async function listAudit(
  db: Kysely<Database>,
  filter: AuditFilter,
): Promise<{ items: AuditEntry[]; total: number }> {
  let query = db.selectFrom("audit_log");
  if (filter.actor) {
    const actor = filter.actor;
    query = /^\d+$/.test(actor)
      ? query.where("actor_id", "=", Number(actor))
      : query.where("actor_email", "=", actor.toLowerCase());
  }
  if (filter.entity) query = query.where("entity", "=", filter.entity);
  if (filter.action) {
    const action = filter.action;
    query = query.where((eb) =>
      eb.or([eb("action", "=", action), eb("action", "like", `${action.replace(/[%_\\]/g, "")}.%`)]),
    );
  }
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy("at", "desc").orderBy("id", "desc").limit(filter.limit).offset(filter.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map(
      (row): AuditEntry => ({
        id: Number(row.id),
        at: toIso(row.at) ?? "",
        actor_id: row.actor_id === null ? null : Number(row.actor_id),
        actor_email: row.actor_email,
        action: row.action,
        entity: row.entity,
        entity_id: row.entity_id,
        fields: row.fields ? (JSON.parse(row.fields) as string[]) : [],
        detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : null,
        ip: row.ip,
      }),
    ),
    total: Number(count.total),
  };
}

/** Forgets entries older than the retention period. */
export async function purgeAudit(db: Kysely<Database>, now: Date, retentionDays: number): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 86_400_000);
  const result = await db.deleteFrom("audit_log").where("at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
