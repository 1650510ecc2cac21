import { normaliseSmsPhone } from "../../shared/sms-phone.ts";
import type { SmsDeps } from "./sms-deps.ts";
import { suppress } from "./sms-outbox.ts";

/** The gateway's final words on a message; the others (Sent, Submitted, Buffered) change nothing. */
const FINAL: Record<string, "delivered" | "failed"> = {
  Success: "delivered",
  Failed: "failed",
  Rejected: "failed",
  AbsentSubscriber: "failed",
  Expired: "failed",
};

/**
 * A delivery report (id, status, phoneNumber, failureReason, …). Only a sent
 * message with that gateway id moves, once: an unknown id or a report sent
 * again changes nothing. A report saying the person blocked the sender
 * suppresses the number.
 */
export async function deliveryReport(deps: SmsDeps, fields: Record<string, unknown>): Promise<void> {
  const id = typeof fields.id === "string" ? fields.id : "";
  const status = FINAL[String(fields.status ?? "")];
  if (!id || !status) return;
  const reason = typeof fields.failureReason === "string" ? fields.failureReason.slice(0, 80) : null;
  const at = deps.now();
  const moved = await deps.db
    .updateTable("sms_messages")
    .set({ status, failure_reason: status === "failed" ? (reason ?? String(fields.status)) : null, updated_at: at })
    .where("provider_id", "=", id)
    .where("status", "=", "sent")
    .returning(["phone"])
    .executeTakeFirst();
  if (moved && reason && /^user(inblacklist|optedout)$/i.test(reason)) {
    await suppress(deps.db, normaliseSmsPhone(moved.phone) ?? moved.phone, "blocked", reason, at);
  }
}
