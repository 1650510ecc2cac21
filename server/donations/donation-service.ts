import type { DonationStatusAnswer } from "../../shared/donations.ts";
import { requirePermission } from "../auth/permissions.ts";
import type { Viewer } from "../auth/viewer.ts";
import { toIso } from "../db/values.ts";
import { invariant, notFound } from "../http/errors.ts";
import { handleC2bConfirmation, handleStkCallback } from "./donation-callbacks.ts";
import { type DonationDeps, QUERY_JOB } from "./donation-deps.ts";
import { type DonationFilter, donationsCsv, forViewer, listDonations } from "./donation-list.ts";
import { checkNow, expireForgotten, queryPush } from "./donation-query.ts";
import { findDonation, listEvents } from "./donation-rows.ts";
import { startDonation } from "./donation-start.ts";

export type DonationService = ReturnType<typeof createDonationService>;

/**
 * M-Pesa donations (docs/product.md, "Donations"): the donor's push and status,
 * Daraja's callbacks and paybill confirmations, the query job, and the finance
 * screen's list, history, check and export.
 */
export function createDonationService(deps: DonationDeps) {
  deps.jobs.handle(QUERY_JOB, async (payload) => {
    const { id, queries } = payload as { id: number; queries?: number };
    await queryPush(deps, id, { queriesSoFar: queries ?? 0, followUp: true });
  });
  deps.jobs.every("donations.expire", 5 * 60_000, async (at) => {
    await expireForgotten(deps, at);
  });
  return {
    /** Giving from the page is configured. */
    enabled: deps.daraja !== null,
    /** The secret part of the callback paths. */
    callbackSecret: deps.callbackSecret,
    start: (fields: Record<string, unknown>, ip: string) => startDonation(deps, fields, ip),
    /**
     * What the donor's status page shows: the answer of GET /api/donation-status/<ref>,
     * how old the donation is (the page refreshes itself less often as it ages) and
     * whether a receipt is mailed.
     */
    async status(ref: string): Promise<{ answer: DonationStatusAnswer; ageMs: number; mailed: boolean } | null> {
      const row = ref.length <= 64 ? await findDonation(deps.db, { ref }) : undefined;
      if (!row) return null;
      const answer: DonationStatusAnswer = {
        status: row.status as DonationStatusAnswer["status"],
        amount: Number(row.amount),
      };
      if (row.receipt) answer.receipt = row.receipt;
      else if (row.status === "paid") answer.receipt_pending = true;
      if (row.status === "failed" && row.failure_reason)
        answer.reason = row.failure_reason as DonationStatusAnswer["reason"];
      if (row.status === "paid") answer.paid_at = toIso(row.paid_at) ?? undefined;
      const ageMs = deps.now().getTime() - new Date(row.created_at).getTime();
      return { answer, ageMs, mailed: row.status === "paid" && Boolean(row.email) && deps.mail.enabled };
    },
    stkCallback: (body: unknown) => handleStkCallback(deps, body),
    c2bConfirmation: (body: unknown) => handleC2bConfirmation(deps, body),
    list: (viewer: Viewer, filter: DonationFilter) => listDonations(deps.db, viewer, filter),
    csv: (viewer: Viewer, filter: DonationFilter) => donationsCsv(deps.db, viewer, filter),
    /** One donation with its history (the raw callbacks and queries). */
    async get(viewer: Viewer, id: number) {
      requirePermission(viewer, "finance");
      const row = await findDonation(deps.db, { id });
      invariant(row, notFound("Donation not found"));
      return { ...forViewer(viewer, row), events: await listEvents(deps.db, id) };
    },
    /** "Check with M-Pesa": asks Daraja about a pending push now. */
    async check(viewer: Viewer, id: number) {
      requirePermission(viewer, "finance");
      invariant(await findDonation(deps.db, { id }), notFound("Donation not found"));
      const outcome = await checkNow(deps, id);
      return { outcome, donation: await this.get(viewer, id) };
    },
  };
}
