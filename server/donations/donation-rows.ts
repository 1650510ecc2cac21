import crypto from "node:crypto";
import type { Insertable, Kysely, Selectable } from "kysely";
import type { Donation, DonationEvent, DonationSource, DonationStatus } from "../../shared/donations.ts";
import type { Database, DonationsTable } from "../db/schema.ts";
import { toIso } from "../db/values.ts";

export type DonationRow = Selectable<DonationsTable>;
type Db = Kysely<Database>;

/** A stored donation as the API shows it. */
export function toDonation(row: DonationRow): Donation {
  return {
    id: Number(row.id),
    ref: row.ref,
    source: row.source as DonationSource,
    status: row.status as DonationStatus,
    amount: Number(row.amount),
    paid_amount: row.paid_amount === null ? null : Number(row.paid_amount),
    phone: row.phone,
    name: row.name,
    email: row.email,
    receipt: row.receipt,
    result_code: row.result_code === null ? null : Number(row.result_code),
    result_desc: row.result_desc,
    created_at: toIso(row.created_at) ?? "",
    settled_at: toIso(row.settled_at),
  };
}

export const findDonation = (db: Db, by: { id: number } | { ref: string } | { checkout: string }) => {
  const query = db.selectFrom("donations").selectAll();
  if ("id" in by) return query.where("id", "=", by.id).executeTakeFirst();
  if ("ref" in by) return query.where("ref", "=", by.ref).executeTakeFirst();
  return query.where("checkout_request_id", "=", by.checkout).executeTakeFirst();
};

/** A long random reference for the donor's status page (never Daraja's own id, never the row's id). */
/**
 * A long random reference for the donor's status page (never Daraja's own id).
 * It never starts with = + - or @, so a spreadsheet's formula guard never has
 * to touch it and the exported reference matches the stored one.
 */
export function newRef(): string {
  for (;;) {
    const ref = crypto.randomBytes(18).toString("base64url");
    if (!/^[=+\-@]/.test(ref)) return ref;
  }
}

/** What a channel knows of a new donation; the reference and the times are set here. */
export type NewDonation = Omit<Insertable<DonationsTable>, "id" | "ref" | "created_at" | "updated_at">;

/**
 * The one writer of a new donation, for both channels (an STK push asked for on
 * the site, a paybill payment made in the M-Pesa menu): the row and the first
 * line of its history in one transaction. A receipt number is stored once: a
 * donation whose receipt is already recorded is not added (undefined).
 */
export async function recordDonation(
  db: Db,
  donation: NewDonation,
  event: { kind: string; detail: string; raw?: unknown },
  at: Date,
): Promise<{ id: number; ref: string } | undefined> {
  const ref = newRef();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("donations")
      .values({ ...donation, ref, created_at: at, updated_at: at })
      .onConflict((oc) => oc.column("receipt").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!row) return undefined;
    const id = Number(row.id);
    await addEvent(trx, id, event.kind, event.detail, event.raw, at);
    return { id, ref };
  });
}

/** One line of a donation's history; `raw` is what Daraja sent or answered, kept as JSON. */
export async function addEvent(
  db: Db,
  donationId: number,
  kind: string,
  detail: string,
  raw: unknown,
  now: Date,
): Promise<void> {
  await db
    .insertInto("donation_events")
    .values({
      donation_id: donationId,
      kind,
      detail: detail.slice(0, 500),
      raw: raw === undefined ? null : JSON.stringify(raw),
      created_at: now,
    })
    .execute();
}

export async function listEvents(db: Db, donationId: number): Promise<DonationEvent[]> {
  const rows = await db
    .selectFrom("donation_events")
    .selectAll()
    .where("donation_id", "=", donationId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    detail: row.detail,
    raw: row.raw === null ? null : (JSON.parse(row.raw) as unknown),
    created_at: toIso(row.created_at) ?? "",
  }));
}

/**
 * Moves a donation out of one of `from` into its final state, once: the
 * condition is part of the UPDATE, so of two callbacks (or a callback and a
 * query) racing, exactly one changes the row. Answers the row it changed.
 */
export function settleDonation(
  db: Db,
  id: number,
  from: DonationStatus[],
  set: Partial<Omit<DonationRow, "id" | "ref">>,
  now: Date,
  options: { withoutReceipt?: boolean } = {},
) {
  let query = db
    .updateTable("donations")
    .set({ ...set, query_locked_until: null, settled_at: now, updated_at: now })
    .where("id", "=", id)
    .where("status", "in", from);
  if (options.withoutReceipt) query = query.where("receipt", "is", null);
  return query.returningAll().executeTakeFirst();
}
