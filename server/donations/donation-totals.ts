import { type Kysely, sql } from "kysely";
import { normaliseMpesaPhone } from "../../shared/donations.ts";
import type { Dialect } from "../db/connection.ts";
import type { Database } from "../db/schema.ts";

/**
 * The one place that says which donations a period holds and what they add up
 * to: the finance screen's totals and the open-books page both read here, so
 * the two always agree (docs/product.md, "Open books").
 */

/** The finance screen's filter: state, source, a date range (inclusive days, East Africa Time) and a search. */
export type DonationFilter = {
  status?: string;
  source?: string;
  from?: string;
  to?: string;
  /** a receipt number or (part of) a phone number */
  q?: string;
  limit?: number;
  offset?: number;
};

export type DonationTotals = {
  count: number;
  paid_count: number;
  paid_amount: number;
  by_status: Record<string, number>;
};

/** The start of a day in East Africa Time (UTC+3). */
export const eatDayStart = (day: string) => new Date(`${day}T00:00:00+03:00`);

/**
 * A phone search's digits as a viewer may match them: any part of the number for those who see
 * full numbers (Administrators), otherwise only the last three digits they are shown.
 */
function phoneSearch(q: string, fullPhones: boolean): { like: string } | null {
  if (!fullPhones) return /^\d{3}$/.test(q) ? { like: `%${q}` } : null;
  const phone = normaliseMpesaPhone(q) ?? q.replace(/\D/g, "");
  return phone.length >= 3 ? { like: `%${phone.replace(/^0/, "")}%` } : null;
}

/**
 * The donations a filter holds (by the day they were made, East Africa Time). `fullPhones`: whether
 * the viewer sees full phone numbers, and so may search by them (masked digits are never searchable).
 */
export function donationsIn(db: Kysely<Database>, filter: DonationFilter, fullPhones = false) {
  let query = db.selectFrom("donations");
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.source) query = query.where("source", "=", filter.source);
  if (filter.from) query = query.where("created_at", ">=", eatDayStart(filter.from));
  if (filter.to) query = query.where("created_at", "<", new Date(eatDayStart(filter.to).getTime() + 86400_000));
  const q = filter.q?.trim();
  if (q) {
    const phone = phoneSearch(q, fullPhones);
    query = query.where((eb) =>
      eb.or([eb("receipt", "=", q.toUpperCase()), ...(phone ? [eb("phone", "like", phone.like)] : [])]),
    );
  }
  return query;
}

/** How many donations of each state a filter holds, and what the paid ones add up to. */
export async function donationTotals(
  db: Kysely<Database>,
  filter: DonationFilter,
  fullPhones = false,
): Promise<DonationTotals> {
  const groups = await donationsIn(db, filter, fullPhones)
    .select(["status", (eb) => eb.fn.countAll<number>().as("n"), (eb) => eb.fn.sum<number>("paid_amount").as("paid")])
    .groupBy("status")
    .execute();
  const totals: DonationTotals = { count: 0, paid_count: 0, paid_amount: 0, by_status: {} };
  for (const group of groups) {
    const n = Number(group.n);
    totals.count += n;
    totals.by_status[group.status] = n;
    if (group.status === "paid") {
      totals.paid_count = n;
      totals.paid_amount = Number(group.paid ?? 0);
    }
  }
  return totals;
}

/** One month (East Africa Time) and source of paid donations. */
export type PaidMonth = { month: string; source: string; count: number; total: number };

/** The month a stored time falls in, East Africa Time, as YYYY-MM, in each database's words. */
const eatMonth = (dialect: Dialect) =>
  dialect === "postgres"
    ? sql<string>`to_char(created_at AT TIME ZONE 'Africa/Nairobi', 'YYYY-MM')`
    : sql<string>`strftime('%Y-%m', created_at, '+3 hours')`;

/** Paid donations between two days (inclusive, East Africa Time), counted and added up per month and source. */
export async function paidByMonth(
  db: Kysely<Database>,
  dialect: Dialect,
  range: { from?: string; to?: string },
): Promise<PaidMonth[]> {
  const month = eatMonth(dialect);
  const rows = await donationsIn(db, { status: "paid", ...range })
    .select([
      month.as("month"),
      "source",
      (eb) => eb.fn.countAll<number>().as("n"),
      (eb) => eb.fn.sum<number>("paid_amount").as("total"),
    ])
    .groupBy([month, "source"])
    .execute();
  return rows.map((row) => ({
    month: String(row.month),
    source: row.source,
    count: Number(row.n),
    total: Number(row.total ?? 0),
  }));
}
