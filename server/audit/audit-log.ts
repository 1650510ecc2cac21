import type { Kysely } from "kysely";
import { EAT_OFFSET } from "../../shared/east-africa-time.ts";
import type { Locale } from "../../shared/locales.ts";
import type { AuditEntry } from "../../shared/staff.ts";
import type { Database } from "../db/schema.ts";
import { toIso } from "../db/values.ts";
import { findActorName, findLabel } from "./audit-labels.ts";
import { auditSentence } from "./audit-sentence.ts";

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
  /** The record's title or name; looked up from the record when not given. */
  label?: string | null;
};

/** What a handler adds to the entry of its call: the record's name, or details such as a move's places. */
export type AuditNote = { label?: string; detail?: Record<string, unknown> };

/** Writes one entry, with the person's name and the record's label as they are now. */
export async function recordAudit(db: Kysely<Database>, event: AuditEvent, at: Date): Promise<void> {
  const entityId = event.entityId === undefined || event.entityId === null ? null : String(event.entityId);
  const [actorName, label] = await Promise.all([
    findActorName(db, event.actorId),
    event.label === undefined ? findLabel(db, event.entity, entityId) : event.label,
  ]);
  await db
    .insertInto("audit_log")
    .values({
      at,
      actor_id: event.actorId,
      actor_email: event.actorEmail,
      actor_name: actorName,
      action: event.action,
      entity: event.entity ?? null,
      entity_id: entityId,
      label,
      fields: event.fields && event.fields.length > 0 ? JSON.stringify(event.fields) : null,
      detail: event.detail ? JSON.stringify(event.detail) : null,
      ip: event.ip ?? null,
    })
    .execute();
}

export type AuditFilter = {
  actor?: string;
  entity?: string;
  action?: string;
  /** the last N days up to now */
  days?: number;
  /** calendar days in East Africa Time (YYYY-MM-DD), both included */
  from?: string;
  to?: string;
  limit: number;
  offset: number;
};

const DAY_MS = 86_400_000;
/** The first moment of a calendar day in East Africa Time. */
const eatDayStart = (day: string) => new Date(`${day}T00:00:00${EAT_OFFSET}`);

/**
 * Newest first; `actor` is an id or an email, `action` matches its start ('sign-in'
 * finds every sign-in event), `days`, `from` and `to` bound the time.
 */
export async function listAudit(
  db: Kysely<Database>,
  filter: AuditFilter,
  now: Date,
  /** the reader's language: the sentences are made in it (decision 0075) */
  language: Locale = "en",
): Promise<{ items: AuditEntry[]; total: number }> {
  let query = db.selectFrom("audit_log");
  if (filter.actor) {
    const actor = filter.actor;
    query = /^\d+$/.test(actor)
      ? query.where("actor_id", "=", Number(actor))
      : query.where("actor_email", "=", actor.toLowerCase());
  }
  if (filter.entity) query = query.where("entity", "=", filter.entity);
  if (filter.days) query = query.where("at", ">=", new Date(now.getTime() - filter.days * DAY_MS));
  if (filter.from) query = query.where("at", ">=", eatDayStart(filter.from));
  if (filter.to) query = query.where("at", "<", new Date(eatDayStart(filter.to).getTime() + DAY_MS));
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
    items: rows.map((row): AuditEntry => {
      const entry = {
        id: Number(row.id),
        at: toIso(row.at) ?? "",
        actor_id: row.actor_id === null ? null : Number(row.actor_id),
        actor_email: row.actor_email,
        actor_name: row.actor_name,
        action: row.action,
        entity: row.entity,
        entity_id: row.entity_id,
        label: row.label,
        fields: row.fields ? (JSON.parse(row.fields) as string[]) : [],
        detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : null,
        ip: row.ip,
      };
      return { ...entry, sentence: auditSentence(entry, language) };
    }),
    total: Number(count.total),
  };
}

/** Forgets entries older than the retention period. */
export async function purgeAudit(db: Kysely<Database>, now: Date, retentionDays: number): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 86_400_000);
  const result = await db.deleteFrom("audit_log").where("at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
