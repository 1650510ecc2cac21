import { stringify } from "csv-stringify/sync";
import type { Kysely } from "kysely";
import { DONATION_SOURCES, DONATION_STATUSES, type Donation, maskPhone } from "../../shared/donations.ts";
import { eastAfricaTime } from "../../shared/east-africa-time.ts";
import { can, requirePermission } from "../auth/permissions.ts";
import type { Viewer } from "../auth/viewer.ts";
import type { Database } from "../db/schema.ts";
import { badRequest } from "../http/errors.ts";
import { neutralise } from "../newsletter/subscribers-csv.ts";
import { type DonationRow, toDonation } from "./donation-rows.ts";
import { type DonationFilter, donationsIn, donationTotals } from "./donation-totals.ts";

export type { DonationFilter };

/** The receipt cell of a payment M-Pesa confirmed by a status query, until its callback brings the number. */
export const RECEIPT_PENDING = "receipt pending";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

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
  const fullPhones = seesFullPhones(viewer);
  const [rows, totals] = await Promise.all([
    donationsIn(db, filter, fullPhones)
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .offset(offset)
      .execute(),
    donationTotals(db, filter, fullPhones),
  ]);
  return { items: rows.map((row) => forViewer(viewer, row)), total: totals.count, totals };
}

/**
 * GET /api/donations/export.csv: every donation in the filter, safe to open in a
 * spreadsheet, times in East Africa Time with their offset (2026-03-01T09:30:00+03:00).
 */
export async function donationsCsv(db: Kysely<Database>, viewer: Viewer, filter: DonationFilter): Promise<string> {
  requirePermission(viewer, "finance");
  checkFilter(filter);
  const rows = await donationsIn(db, filter, seesFullPhones(viewer))
    .selectAll()
    .orderBy("created_at")
    .orderBy("id")
    .execute();
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
      const cells: Record<(typeof columns)[number], unknown> = {
        ...d,
        // Times on the office's clock, with the offset, as the screen shows them.
        created_at: eastAfricaTime(d.created_at),
        settled_at: eastAfricaTime(d.settled_at),
        receipt: d.receipt ?? (d.status === "paid" ? RECEIPT_PENDING : null),
      };
      return columns.map((column) => neutralise(String(cells[column] ?? "")));
    }),
    { header: true, columns: [...columns], record_delimiter: "\r\n" },
  );
}

export const canSeeDonations = (viewer: Viewer) => can(viewer, "finance");
