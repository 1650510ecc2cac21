import { stringify } from "csv-stringify/sync";
import type { Kysely } from "kysely";
import {
  DONATION_SOURCES,
  DONATION_STATUSES,
  type Donation,
  maskPhone,
  normaliseMpesaPhone,
} from "../../shared/donations.ts";
import { can, requirePermission } from "../auth/permissions.ts";
import type { Viewer } from "../auth/viewer.ts";
import type { Database } from "../db/schema.ts";
import { badRequest } from "../http/errors.ts";
import { neutralise } from "../newsletter/subscribers-csv.ts";
import { type DonationRow, toDonation } from "./donation-rows.ts";

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

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The start of a day in East Africa Time (UTC+3). */
const eatDayStart = (day: string) => new Date(`${day}T00:00:00+03:00`);

function checkFilter(filter: DonationFilter): void {
  const details: Record<string, string> = {};
  if (filter.status && !(DONATION_STATUSES as readonly string[]).includes(filter.status)) {
    details.status = `State must be one of: ${DONATION_STATUSES.join(", ")}.`;
  }
  if (filter.source && !(DONATION_SOURCES as readonly string[]).includes(filter.source)) {
    details.source = "Source must be stk or paybill.";
  }
  if (filter.from && !DAY.test(filter.from)) details.from = "Use a date like 2026-03-01.";
  if (filter.to && !DAY.test(filter.to)) details.to = "Use a date like 2026-03-31.";
  if (Object.keys(details).length > 0) throw badRequest("Please correct the filter.", details);
}

/** Full phone numbers are for Administrators; everyone else sees them masked, and searches only what they see. */
const seesFullPhones = (viewer: Viewer) => viewer.role === "admin";

/** A phone search's digits as this viewer may match them: anything for full numbers, else only the shown last three. */
function phoneSearch(viewer: Viewer, q: string): { like: string } | null {
  const phone = normaliseMpesaPhone(q) ?? q.replace(/\D/g, "");
  if (seesFullPhones(viewer)) return phone.length >= 3 ? { like: `%${phone.replace(/^0/, "")}%` } : null;
  return /^\d{3}$/.test(q) ? { like: `%${q}` } : null;
}

function filtered(db: Kysely<Database>, viewer: Viewer, filter: DonationFilter) {
  let query = db.selectFrom("donations");
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.source) query = query.where("source", "=", filter.source);
  if (filter.from) query = query.where("created_at", ">=", eatDayStart(filter.from));
  if (filter.to) query = query.where("created_at", "<", new Date(eatDayStart(filter.to).getTime() + 86400_000));
  const q = filter.q?.trim();
  if (q) {
    const phone = phoneSearch(viewer, q);
    query = query.where((eb) =>
      eb.or([eb("receipt", "=", q.toUpperCase()), ...(phone ? [eb("phone", "like", phone.like)] : [])]),
    );
  }
  return query;
}

/** A donation as this viewer may see it: full phone numbers for Administrators only. */
export function forViewer(viewer: Viewer, row: DonationRow): Donation {
  const donation = toDonation(row);
  return seesFullPhones(viewer) ? donation : { ...donation, phone: maskPhone(donation.phone) };
}

/** GET /api/donations: a page of donations with the filter's totals (finance permission). */
export async function listDonations(db: Kysely<Database>, viewer: Viewer, filter: DonationFilter) {
  requirePermission(viewer, "finance");
  checkFilter(filter);
  const limit = Math.min(200, Math.max(1, filter.limit ?? 50));
  const offset = Math.max(0, filter.offset ?? 0);
  const [rows, groups] = await Promise.all([
    filtered(db, viewer, filter)
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .offset(offset)
      .execute(),
    filtered(db, viewer, filter)
      .select(["status", (eb) => eb.fn.countAll<number>().as("n"), (eb) => eb.fn.sum<number>("paid_amount").as("paid")])
      .groupBy("status")
      .execute(),
  ]);
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
  return { items: rows.map((row) => forViewer(viewer, row)), total: totals.count, totals };
}

/** GET /api/donations/export.csv: every donation in the filter, safe to open in a spreadsheet. */
export async function donationsCsv(db: Kysely<Database>, viewer: Viewer, filter: DonationFilter): Promise<string> {
  requirePermission(viewer, "finance");
  checkFilter(filter);
  const rows = await filtered(db, viewer, filter).selectAll().orderBy("created_at").orderBy("id").execute();
  const columns = [
    "ref",
    "created_at",
    "source",
    "status",
    "amount",
    "paid_amount",
    "receipt",
    "phone",
    "name",
    "email",
    "result_code",
    "result_desc",
    "settled_at",
  ] as const;
  return stringify(
    rows.map((row) => {
      const d = forViewer(viewer, row);
      return columns.map((column) => neutralise(String(d[column] ?? "")));
    }),
    { header: true, columns: [...columns], record_delimiter: "\r\n" },
  );
}

export const canSeeDonations = (viewer: Viewer) => can(viewer, "finance");
