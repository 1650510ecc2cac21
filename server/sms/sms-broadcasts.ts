import type { SmsBroadcast } from "../../shared/sms-api.ts";
import { withStopLine } from "../../shared/sms-copy.ts";
import { smsCost, smsLength } from "../../shared/sms-segments.ts";
import { toIso } from "../db/values.ts";
import { badRequest, notFound } from "../http/errors.ts";
import { nextSendingTime, withinSendingHours } from "./quiet-hours.ts";
import { costPerSegment } from "./sms-config.ts";
import { BROADCAST_JOB, type SmsDeps } from "./sms-deps.ts";
import { finishIfDone, queueSms } from "./sms-outbox.ts";

/** A broadcast's text may run to 6 parts in each language (918 GSM-7 characters, 402 in UCS-2). */
export const MAX_BROADCAST_SEGMENTS = 6;

const broadcastText = withStopLine;

export type BroadcastFigures = SmsBroadcast;

/** POST /api/sms/broadcasts { en, sw, at? }: checked, stored, its start queued for `at` (or now) within sending hours. */
export async function createBroadcast(
  deps: SmsDeps,
  input: Record<string, unknown>,
  createdBy: string | null,
): Promise<{ id: number; send_at: string }> {
  const details: Record<string, string> = {};
  const text = (name: "en" | "sw") => (typeof input[name] === "string" ? (input[name] as string).trim() : "");
  for (const name of ["en", "sw"] as const) {
    const body = text(name);
    if (!body) details[name] = name === "en" ? "Write the message in English." : "Write the message in Kiswahili.";
    else if (smsLength(broadcastText(body, name)).segments > MAX_BROADCAST_SEGMENTS) {
      details[name] = `At most ${MAX_BROADCAST_SEGMENTS} SMS parts, with the stop words added at the end: shorten it.`;
    }
  }
  const now = deps.now();
  let sendAt = now;
  if (input.at !== undefined && input.at !== null && input.at !== "") {
    const at = typeof input.at === "string" ? new Date(input.at) : new Date(Number.NaN);
    if (Number.isNaN(at.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(String(input.at))) {
      details.at = "Give the time as an ISO 8601 date and time, such as 2026-12-01T10:00:00+03:00.";
    } else if (at.getTime() > now.getTime()) sendAt = at;
  }
  if (Object.keys(details).length > 0) throw badRequest("Please correct the highlighted fields.", details);
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("sms_broadcasts")
      .values({
        body_en: text("en"),
        body_sw: text("sw"),
        status: "scheduled",
        send_at: sendAt,
        created_by: createdBy,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await deps.jobs.enqueue(BROADCAST_JOB, { id }, { db: trx, runAt: nextSendingTime(sendAt) });
    return { id, send_at: sendAt.toISOString() };
  });
}

/**
 * A broadcast's start (a job at its time): within sending hours, every
 * subscribed number that is not suppressed gets a message in its language,
 * queued in batches of up to 1,000; outside them it waits for 08:00 EAT.
 * Started once: a job run again finds it already sending.
 */
export async function startBroadcast(deps: SmsDeps, payload: unknown): Promise<void> {
  const id = Number((payload as { id?: unknown })?.id);
  const now = deps.now();
  if (!withinSendingHours(now)) {
    await deps.jobs.enqueue(BROADCAST_JOB, { id }, { runAt: nextSendingTime(now) });
    return;
  }
  await deps.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("sms_broadcasts")
      .set({ status: "sending", updated_at: now })
      .where("id", "=", id)
      .where("status", "=", "scheduled")
      .returning(["body_en", "body_sw"])
      .executeTakeFirst();
    if (!claimed) return;
    const subscribers = await trx
      .selectFrom("sms_subscribers")
      .leftJoin("sms_suppressions", "sms_suppressions.phone", "sms_subscribers.phone")
      .select(["sms_subscribers.phone", "sms_subscribers.language"])
      .where("sms_subscribers.status", "=", "subscribed")
      .where("sms_suppressions.phone", "is", null)
      .orderBy("sms_subscribers.id")
      .execute();
    const texts = { en: broadcastText(claimed.body_en, "en"), sw: broadcastText(claimed.body_sw, "sw") };
    const language = (l: string) => (l === "sw" ? "sw" : "en");
    const segments = subscribers.reduce((n, s) => n + smsLength(texts[language(s.language)]).segments, 0);
    await queueSms(
      deps,
      subscribers.map((s) => ({
        kind: "broadcast" as const,
        phone: s.phone,
        language: language(s.language),
        body: texts[language(s.language)],
        broadcastId: id,
      })),
      trx,
    );
    await trx
      .updateTable("sms_broadcasts")
      .set({
        total: subscribers.length,
        segments,
        cost_estimate: smsCost(segments, 1, costPerSegment(deps.config.sms)).toFixed(2),
        updated_at: now,
      })
      .where("id", "=", id)
      .execute();
    await finishIfDone(trx, id, now);
  });
}

/** GET /api/sms/broadcasts/:id: its state and figures, counted from its messages (delivery reports move them). */
export async function broadcastFigures(deps: SmsDeps, id: number): Promise<BroadcastFigures> {
  const row = await deps.db.selectFrom("sms_broadcasts").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound("No broadcast has this id.");
  const counts = await deps.db
    .selectFrom("sms_messages")
    .select([
      (eb) => eb.fn.count<number>("provider_id").as("sent"),
      (eb) => eb.fn.sum<number>(eb.case().when("status", "=", "delivered").then(1).else(0).end()).as("delivered"),
      (eb) => eb.fn.sum<number>(eb.case().when("status", "=", "failed").then(1).else(0).end()).as("failed"),
    ])
    .where("broadcast_id", "=", id)
    .executeTakeFirstOrThrow();
  return {
    id,
    status: row.status,
    send_at: toIso(row.send_at) ?? "",
    en: row.body_en,
    sw: row.body_sw,
    total: Number(row.total ?? 0),
    sent: Number(counts.sent ?? 0),
    delivered: Number(counts.delivered ?? 0),
    failed: Number(counts.failed ?? 0),
    segments: Number(row.segments ?? 0),
    cost_estimate: Number(row.cost_estimate ?? 0),
  };
}

/** The latest broadcasts with their figures (the admin's list). */
export async function listBroadcasts(deps: SmsDeps): Promise<BroadcastFigures[]> {
  const rows = await deps.db.selectFrom("sms_broadcasts").select("id").orderBy("id", "desc").limit(50).execute();
  return Promise.all(rows.map((r) => broadcastFigures(deps, Number(r.id))));
}
