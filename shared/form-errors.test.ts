import { describe, expect, it } from "vitest";
import { checkDonationRequest } from "./donations.ts";
import { FORM_ERRORS, requestLocale } from "./form-errors.ts";
import { quickCheck } from "./message-rules.ts";

/** Flattens a catalogue to "group.key" → text (functions called with sample values). */
function texts(catalogue: (typeof FORM_ERRORS)["en"]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [group, entries] of Object.entries(catalogue)) {
    for (const [key, value] of Object.entries(entries as Record<string, unknown>)) {
      out[`${group}.${key}`] =
        typeof value === "function" ? String((value as (t: string, n: number) => string)("Baraza", 2)) : String(value);
    }
  }
  return out;
}

describe("the visitor's error catalogues", () => {
  const en = texts(FORM_ERRORS.en);
  const sw = texts(FORM_ERRORS.sw);

  it("have the same keys, each a non-empty text", () => {
    expect(Object.keys(sw).sort()).toEqual(Object.keys(en).sort());
    for (const text of [...Object.values(en), ...Object.values(sw)]) expect(text.trim()).not.toBe("");
  });

  it("say every Kiswahili text in Kiswahili, not the English words", () => {
    for (const [key, text] of Object.entries(sw)) {
      expect(text, key).not.toBe(en[key]);
      expect(text, key).not.toMatch(/\b(Please|your|must|characters|the)\b/);
    }
  });

  it("keep the API's English contract word for word", () => {
    expect(FORM_ERRORS.en.fields.emailInvalid).toBe("Please enter a valid email address, like name@example.com.");
    expect(FORM_ERRORS.en.form.eventFewer("Baraza", 1)).toBe(
      "Only 1 place is left for “Baraza”. Please register 1 person.",
    );
    expect(FORM_ERRORS.sw.form.eventFewer("Baraza", 3)).toBe(
      "Zimebaki nafasi 3 tu kwa “Baraza”. Tafadhali sajili watu wasiozidi 3.",
    );
  });

  it("read a request's locale: absent is English, en and sw are taken, anything else is refused", () => {
    expect(requestLocale({})).toBe("en");
    expect(requestLocale({ locale: "" })).toBe("en");
    expect(requestLocale({ locale: "sw" })).toBe("sw");
    expect(requestLocale({ locale: "en" })).toBe("en");
    for (const locale of ["fr", "SW", "sw-KE", 1, true, {}]) expect(requestLocale({ locale })).toBeNull();
  });

  it("give the browser's quick checks and the donation check in the page's language", () => {
    expect(quickCheck("general", { name: "", email: "x", subject: "", message: "" }, "sw")).toEqual({
      name: "Tafadhali andika jina lako.",
      email: FORM_ERRORS.sw.fields.emailInvalid,
      subject: "Tafadhali andika mada ya ujumbe.",
      message: "Tafadhali andika ujumbe wako.",
      consent: FORM_ERRORS.sw.fields.consent,
    });
    expect(quickCheck("general", { name: "" }).name).toBe("Please enter your name.");
    expect(checkDonationRequest({ amount: "x", phone: "1" }, "sw")).toEqual({
      ok: false,
      details: { amount: FORM_ERRORS.sw.donation.amount, phone: FORM_ERRORS.sw.donation.phone },
    });
  });
});
