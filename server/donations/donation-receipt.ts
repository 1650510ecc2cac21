import { formatDateTimeEat } from "../../shared/format-date.ts";
import { formatKsh } from "../../shared/format-money.ts";
import { formatPhone } from "../../shared/format-phone.ts";
import { site } from "../../shared/site.ts";
import type { SiteSettings } from "../../shared/site-settings.ts";
import type { OutgoingMail } from "../mail/mail-service.ts";
import type { DonationRow } from "./donation-rows.ts";

/** The thank-you mail with the M-Pesa receipt number, for a donor who gave an email address. */
export function receiptMail(
  row: DonationRow,
  paidAt: Date,
  publicUrl: string,
  contact: Pick<SiteSettings, "contact_email" | "phone">,
): OutgoingMail | null {
  if (!row.email) return null;
  const amount = formatKsh(Number(row.paid_amount ?? row.amount));
  const lines = [
    row.name ? `Dear ${row.name},` : "Hello,",
    "",
    `Thank you for your gift of ${amount} to ${site.legalName}. It helps us bring civic education to`,
    "communities across Kenya: dialogues, school clubs and guides on how public participation works.",
    "",
    `Amount: ${amount}`,
    `M-Pesa receipt: ${row.receipt ?? "in the M-Pesa message on your phone"}`,
    `Date: ${formatDateTimeEat(paidAt)}`,
    `Our reference: ${row.ref}`,
    "",
    `Keep this mail as your receipt. Questions? Write to ${contact.contact_email} or call ${formatPhone(contact.phone ?? "")}.`,
    "",
    `${site.legalName}`,
    publicUrl,
  ];
  return { to: row.email, subject: `Thank you for your gift of ${amount}`, text: lines.join("\n") };
}
