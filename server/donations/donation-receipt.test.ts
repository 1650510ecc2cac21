import { describe, expect, it } from "vitest";
import type { Locale } from "../../shared/locales.ts";
import { settingsInLanguage } from "../../shared/setting-words.ts";
import { SITE_SETTING_DEFAULTS } from "../../shared/site-settings.ts";
import { receiptMail } from "./donation-receipt.ts";
import type { DonationRow } from "./donation-rows.ts";

const row = (locale: string, name: string | null) =>
  ({
    email: "d@example.org",
    name,
    amount: 2500,
    paid_amount: 2500,
    receipt: "TKR1A2B3C4",
    ref: "r1",
    locale,
  }) as DonationRow;
const settings = (locale: Locale) =>
  settingsInLanguage({ ...SITE_SETTING_DEFAULTS, contact_email: "info@uraia.test" }, {}, locale);
const paidAt = new Date("2026-11-25T10:30:00Z");

describe("the donation receipt", () => {
  it("is in Kiswahili for a gift made on a Kiswahili page, the date in Kiswahili in East Africa Time", () => {
    const mail = receiptMail(row("sw", "Zawadi"), paidAt, "https://uraia.test", settings("sw"));
    expect(mail?.subject).toBe("Asante kwa mchango wako wa KSh 2,500");
    expect(mail?.text).toContain("Mpendwa Zawadi,");
    expect(mail?.text).toContain(
      "Kiasi: KSh 2,500\nRisiti ya M-Pesa: TKR1A2B3C4\nTarehe: 25 Novemba 2026 saa 13:30 EAT",
    );
    expect(mail?.text).toContain("Tuandikie kwa info@uraia.test au utupigie simu kwa +254 712 345 678.");
    // Closed with the address and office hours in Kiswahili (the settings' Kiswahili, else their English).
    expect(mail?.text).toContain(
      "Uraia Civic Trust, Barabara ya Namanga, Kitengela Business Centre, Ghorofa ya 2, P.O. Box 1234-00241, Kitengela, Kaunti ya Kajiado, Kenya\nSaa za ofisi: Jumatatu hadi Ijumaa, saa tatu asubuhi hadi saa kumi na moja jioni\nhttps://uraia.test",
    );
    expect(receiptMail(row("sw", null), paidAt, "https://uraia.test", settings("sw"))?.text.startsWith("Habari,")).toBe(
      true,
    );
  });

  it("is the English receipt for English and older rows", () => {
    const mail = receiptMail(row("en", "Zawadi"), paidAt, "https://uraia.test", settings("en"));
    expect(mail?.subject).toBe("Thank you for your gift of KSh 2,500");
    expect(mail?.text).toContain("Dear Zawadi,");
    expect(mail?.text).toContain("M-Pesa receipt: TKR1A2B3C4");
    expect(mail?.text).toContain(
      "Uraia Civic Trust, Namanga Road, Kitengela Business Centre, 2nd Floor, P.O. Box 1234-00241, Kitengela, Kajiado County, Kenya\nOffice hours: Mon-Fri 9:00 AM-5:00 PM EAT",
    );
  });
});
