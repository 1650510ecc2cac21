import type { DonationStatus } from "../../shared/donations.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { readSiteSettingsIn } from "../settings/settings-service.ts";
import { answeredPush } from "./answered-push.ts";
import type { DonationDeps } from "./donation-deps.ts";
import { outcomeOf } from "./donation-outcomes.ts";
import { donorLocale, receiptMail } from "./donation-receipt.ts";
import { addEvent, type DonationRow, settleDonation } from "./donation-rows.ts";

/** A final answer about a push, from its callback or from a query. */
export type PushResult = {
  via: "callback" | "query";
  resultCode: number;
  resultDesc: string;
  /** from the callback's metadata (a query says neither) */
  paidAmount?: number;
  receipt?: string;
  paidAt?: Date;
  phone?: string;
  raw: unknown;
};

/**
 * Applies a final answer once. A callback may settle a push that is pending,
 * that was given up as expired (the donor answered late), or that a query
 * already found paid but without its receipt number; a query settles only
 * pending ones. Anything else is a duplicate and changes nothing. An amount
 * that differs from the one asked puts the donation in review.
 */
export async function applyPushResult(deps: DonationDeps, row: DonationRow, result: PushResult): Promise<boolean> {
  const { db, now } = deps;
  const at = now();
  const outcome = outcomeOf(result.resultCode);
  const asked = Number(row.amount);
  const paid = outcome.status === "paid";
  const paidAmount = paid ? (result.paidAmount ?? asked) : null;
  const status: DonationStatus = paid && paidAmount !== asked ? "review" : outcome.status;
  const from: DonationStatus[] =
    result.via === "query" ? ["pending"] : paid ? ["pending", "expired", "paid"] : ["pending", "expired"];
  const detail = `${result.via === "query" ? "Query" : "Callback"}: ${result.resultCode} ${result.resultDesc}`.trim();
  try {
    return await db.transaction().execute(async (trx) => {
      const settled = await settleDonation(
        trx,
        Number(row.id),
        from,
        {
          status,
          paid_amount: paidAmount,
          receipt: result.receipt ?? null,
          result_code: result.resultCode,
          result_desc: result.resultDesc.slice(0, 300),
          failure_reason: outcome.reason,
          paid_at: paid ? (result.paidAt ?? at) : null,
        },
        at,
        { withoutReceipt: paid && result.via === "callback" },
      );
      if (!settled) {
        await addEvent(
          trx,
          Number(row.id),
          "duplicate",
          `${detail} (already settled; nothing changed)`,
          result.raw,
          at,
        );
        return false;
      }
      await addEvent(trx, Number(row.id), result.via, detail, result.raw, at);
      // The donor answered (anything but "no answer"): the push stops counting against its address.
      if (row.status !== "paid" && status !== "expired" && outcome.reason !== "unreachable")
        await answeredPush(trx, row.client_ip, row.created_at);
      // A receipt number filled in after a query had already found the payment: no second thank-you.
      const firstTimePaid = status === "paid" && row.status !== "paid";
      const mail = firstTimePaid
        ? receiptMail(
            settled,
            result.paidAt ?? at,
            deps.config.publicUrl,
            await readSiteSettingsIn(trx, donorLocale(settled)),
          )
        : null;
      if (mail) await deps.mail.enqueue(mail, trx);
      return true;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The receipt number is already on another donation (a paybill confirmation that came first):
    // never counted twice; staff look at both.
    return db.transaction().execute(async (trx) => {
      const held = await settleDonation(
        trx,
        Number(row.id),
        from,
        { status: "review", result_code: result.resultCode, result_desc: result.resultDesc },
        at,
      );
      await addEvent(
        trx,
        Number(row.id),
        "receipt-conflict",
        `Receipt ${result.receipt} is already recorded on another donation`,
        result.raw,
        at,
      );
      return held !== undefined;
    });
  }
}

/**
 * A callback that is not as Daraja sends it (a wrong type, a success without its amount or
 * receipt, an amount that is not whole shillings within the limits): the donation is held in
 * review, never paid by it, and the raw body is kept in its history for staff to look at.
 */
export async function holdForReview(deps: DonationDeps, row: DonationRow, reason: string, raw: unknown) {
  const at = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const held = await settleDonation(
      trx,
      Number(row.id),
      ["pending", "expired"],
      { status: "review", result_desc: reason.slice(0, 300) },
      at,
    );
    const detail = held ? `Held for review. ${reason}` : `${reason} (already settled; nothing changed)`;
    await addEvent(trx, Number(row.id), held ? "review" : "duplicate", detail.slice(0, 500), raw, at);
    return held !== undefined;
  });
}
