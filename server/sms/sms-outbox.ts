import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { nextSendingTime, withinSendingHours } from "./quiet-hours.ts";
import { SEND_JOB, type SmsDeps } from "./sms-deps.ts";
import { erasedSuppressed } from "./sms-erased.ts";
import { MAX_RECIPIENTS } from "./sms-provider.ts";

export type OutgoingSms = {
  kind: "confirmation" | "reminder" | "broadcast";
  phone: string;
  language: string;
  body: string;
  broadcastId?: number;
  /** a key that lets this text go only once (a reminder) */
  onceKey?: string;
};

/**
 * Stores messages as queued and adds the jobs that send them, in batches of up
 * to 1,000 numbers (one gateway request per text). Pass a transaction as `db`
 * to queue them with your own write. A message whose once-key was already used
 * is not stored again. Answers the ids queued.
 */
export async function queueSms(deps: SmsDeps, messages: OutgoingSms[], db: Kysely<Database> = deps.db) {
  const at = deps.now();
  const ids: number[] = [];
  // In slices (one statement each): a broadcast to thousands is a few statements, not thousands.
  for (let i = 0; i < messages.length; i += 500) {
    const rows = await db
      .insertInto("sms_messages")
      .values(
        messages.slice(i, i + 500).map((m) => ({
          kind: m.kind,
          phone: m.phone,
          language: m.language,
          body: m.body,
          broadcast_id: m.broadcastId ?? null,
          status: "queued",
          once_key: m.onceKey ?? null,
          created_at: at,
          updated_at: at,
        })),
      )
      .onConflict((oc) => oc.column("once_key").doNothing())
      .returning("id")
      .execute();
    ids.push(...rows.map((r) => Number(r.id)));
  }
  for (let i = 0; i < ids.length; i += MAX_RECIPIENTS) {
    await deps.jobs.enqueue(SEND_JOB, { ids: ids.slice(i, i + MAX_RECIPIENTS) }, { db });
  }
  return ids;
}

/**
 * Sends one batch. Broadcast messages wait for the sending hours (the job is
 * put back to the next 08:00 EAT). Right before the request, every suppressed
 * number is taken out and marked so: nothing is ever sent to a suppressed
 * number. Each number's outcome is stored; a number the gateway says has
 * blocked the sender is suppressed. A request that fails as a whole throws,
 * and the job is tried again later with what is still queued.
 */
export async function sendBatch(deps: SmsDeps, payload: unknown): Promise<void> {
  const { db, provider } = deps;
  const ids = ((payload as { ids?: unknown })?.ids ?? []) as number[];
  if (!Array.isArray(ids) || ids.length === 0) return;
  if (!provider) throw new Error("SMS is not configured: the batch waits until it is");
  const rows = await db
    .selectFrom("sms_messages")
    .leftJoin("sms_suppressions", "sms_suppressions.phone", "sms_messages.phone")
    .select([
      "sms_messages.id",
      "sms_messages.kind",
      "sms_messages.phone",
      "sms_messages.body",
      "sms_messages.broadcast_id",
      "sms_suppressions.phone as suppressed",
    ])
    .where("sms_messages.id", "in", ids)
    .where("sms_messages.status", "=", "queued")
    .orderBy("sms_messages.id")
    .execute();
  if (rows.length === 0) return;
  const now = deps.now();
  if (rows.some((r) => r.kind === "broadcast") && !withinSendingHours(now)) {
    await deps.jobs.enqueue(SEND_JOB, { ids: rows.map((r) => Number(r.id)) }, { runAt: nextSendingTime(now) });
    return;
  }
  // A number erased on request stays suppressed under its hash (server/sms/sms-erased.ts).
  const erased = await erasedSuppressed(
    db,
    rows.filter((r) => r.suppressed === null).map((r) => r.phone),
    now,
  );
  for (const row of rows) if (erased.has(row.phone)) row.suppressed = row.phone;
  const suppressed = rows.filter((r) => r.suppressed !== null).map((r) => Number(r.id));
  if (suppressed.length > 0) {
    await db
      .updateTable("sms_messages")
      .set({ status: "suppressed", updated_at: now })
      .where("id", "in", suppressed)
      .execute();
  }
  const byBody = new Map<string, typeof rows>();
  for (const row of rows.filter((r) => r.suppressed === null)) {
    byBody.set(row.body, [...(byBody.get(row.body) ?? []), row]);
  }
  for (const [body, group] of byBody) {
    for (let i = 0; i < group.length; i += MAX_RECIPIENTS) {
      const chunk = group.slice(i, i + MAX_RECIPIENTS);
      const outcomes = await provider.send({ to: [...new Set(chunk.map((r) => r.phone))], message: body });
      const byPhone = new Map(outcomes.map((o) => [o.phone, o]));
      const at = deps.now();
      // The outcomes are stored together: a crash half-way never leaves a sent message looking queued for long.
      await db.transaction().execute(async (trx) => {
        for (const row of chunk) {
          const o = byPhone.get(row.phone);
          const accepted = o?.outcome === "accepted";
          await trx
            .updateTable("sms_messages")
            .set({
              status: accepted ? "sent" : "failed",
              status_code: o?.statusCode ?? null,
              provider_id: accepted ? o.messageId : null,
              cost: o?.cost ?? null,
              failure_reason: accepted ? null : (o?.status ?? "NoAnswerForNumber"),
              sent_at: accepted ? at : null,
              updated_at: at,
            })
            .where("id", "=", Number(row.id))
            .where("status", "=", "queued")
            .execute();
          if (o?.statusCode === 406) await suppress(trx, row.phone, "blocked", o.status, at);
        }
      });
    }
  }
  const broadcasts = new Set(rows.map((r) => r.broadcast_id).filter((id): id is number => id !== null));
  for (const id of broadcasts) await finishIfDone(db, Number(id), deps.now());
}

/** Suppresses a number for every kind of SMS (kept once; the first reason stays). */
export async function suppress(db: Kysely<Database>, phone: string, reason: string, detail: string | null, at: Date) {
  await db
    .insertInto("sms_suppressions")
    .values({ phone, reason, detail: detail?.slice(0, 300) ?? null, created_at: at })
    .onConflict((oc) => oc.column("phone").doNothing())
    .execute();
  await db
    .updateTable("sms_subscribers")
    .set({ status: "unsubscribed", updated_at: at })
    .where("phone", "=", phone)
    .execute();
}

/** A broadcast with nothing left queued is sent. */
export async function finishIfDone(db: Kysely<Database>, id: number, at: Date) {
  const left = await db
    .selectFrom("sms_messages")
    .select("id")
    .where("broadcast_id", "=", id)
    .where("status", "=", "queued")
    .limit(1)
    .executeTakeFirst();
  if (left) return;
  await db
    .updateTable("sms_broadcasts")
    .set({ status: "sent", finished_at: at, updated_at: at })
    .where("id", "=", id)
    .where("status", "=", "sending")
    .execute();
}
