import { formatDateTimeEat } from "../../shared/format-date.ts";
import { formatKsh } from "../../shared/format-money.ts";
import { formatPhone } from "../../shared/format-phone.ts";
import { isLocale, type Locale } from "../../shared/locales.ts";
import { site } from "../../shared/site.ts";
import type { SiteSettings } from "../../shared/site-settings.ts";
import type { OutgoingMail } from "../mail/mail-service.ts";
import { organisationFooter } from "../mail/organisation-footer.ts";
import type { DonationRow } from "./donation-rows.ts";

type ReceiptFacts = { name: string | null; amount: string; receipt: string | null; date: string; ref: string };
type ReceiptWords = {
  subject: (amount: string) => string;
  greeting: (name: string | null) => string;
  thanks: (amount: string) => string[];
  amount: string;
  receipt: string;
  receiptUnknown: string;
  date: string;
  ref: string;
  keep: (email: string, phone: string) => string;
};

/** The receipt's words in each language (docs/product.md, "Forms and mail in Kiswahili"). */
const WORDS: Record<Locale, ReceiptWords> = {
  en: {
    subject: (amount) => `Thank you for your gift of ${amount}`,
    greeting: (name) => (name ? `Dear ${name},` : "Hello,"),
    thanks: (amount) => [
      `Thank you for your gift of ${amount} to ${site.legalName}. It helps us bring civic education to`,
      "communities across Kenya: dialogues, school clubs and guides on how public participation works.",
    ],
    amount: "Amount",
    receipt: "M-Pesa receipt",
    receiptUnknown: "in the M-Pesa message on your phone",
    date: "Date",
    ref: "Our reference",
    keep: (email, phone) => `Keep this mail as your receipt. Questions? Write to ${email} or call ${phone}.`,
  },
  sw: {
    subject: (amount) => `Asante kwa mchango wako wa ${amount}`,
    greeting: (name) => (name ? `Mpendwa ${name},` : "Habari,"),
    thanks: (amount) => [
      `Asante kwa mchango wako wa ${amount} kwa ${site.legalName}. Mchango huu unatusaidia kufikisha elimu`,
      "ya uraia kwa jamii kote nchini Kenya: midahalo ya jamii, klabu za shule na miongozo kuhusu ushiriki wa umma.",
    ],
    amount: "Kiasi",
    receipt: "Risiti ya M-Pesa",
    receiptUnknown: "imo kwenye ujumbe wa M-Pesa ulio kwenye simu yako",
    date: "Tarehe",
    ref: "Kumbukumbu yetu",
    keep: (email, phone) =>
      `Hifadhi barua pepe hii kama risiti yako. Una swali? Tuandikie kwa ${email} au utupigie simu kwa ${phone}.`,
  },
};

/** "25 Novemba 2026 saa 13:30 EAT" in Kiswahili, "25 November 2026 at 13:30 EAT" in English. */
const dateOf = (at: Date, locale: Locale) => formatDateTimeEat(at, locale);

/** The receipt's subject and text in `locale` (exported for its tests). */
export function receiptText(facts: ReceiptFacts, contact: { email: string; phone: string }, locale: Locale) {
  const w = WORDS[locale];
  const lines = [
    w.greeting(facts.name),
    "",
    ...w.thanks(facts.amount),
    "",
    `${w.amount}: ${facts.amount}`,
    `${w.receipt}: ${facts.receipt ?? w.receiptUnknown}`,
    `${w.date}: ${facts.date}`,
    `${w.ref}: ${facts.ref}`,
    "",
    w.keep(contact.email, contact.phone),
  ];
  return { subject: w.subject(facts.amount), lines };
}

/** The donor's language: the page the gift was made on (older rows: English). */
export const donorLocale = (row: Pick<DonationRow, "locale">): Locale => (isLocale(row.locale) ? row.locale : "en");

/** The thank-you mail with the M-Pesa receipt number, for a donor who gave an email address, in the donor's language. */
export function receiptMail(
  row: DonationRow,
  paidAt: Date,
  publicUrl: string,
  /** the site settings in the donor's language (readSiteSettingsIn): the contact details and the footer */
  settings: SiteSettings,
): OutgoingMail | null {
  if (!row.email) return null;
  const locale = donorLocale(row);
  const amount = formatKsh(Number(row.paid_amount ?? row.amount));
  const { subject, lines } = receiptText(
    { name: row.name, amount, receipt: row.receipt, date: dateOf(paidAt, locale), ref: row.ref },
    { email: settings.contact_email ?? "", phone: formatPhone(settings.phone ?? "") },
    locale,
  );
  return {
    to: row.email,
    subject,
    text: [...lines, "", ...organisationFooter(settings, locale), publicUrl].join("\n"),
  };
}
