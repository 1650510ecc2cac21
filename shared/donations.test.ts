import { describe, expect, it } from "vitest";
import { checkDonationRequest, DONATION_FIELD_MESSAGES, maskPhone, normaliseMpesaPhone } from "./donations.ts";

describe("donation rules", () => {
  it.each([
    ["0712345678", "254712345678"],
    ["0712 345 678", "254712345678"],
    ["0112345678", "254112345678"],
    ["+254 712 345 678", "254712345678"],
    ["254712345678", "254712345678"],
    ["+254-110-345-678", "254110345678"],
    ["712345678", "254712345678"],
  ])("reads %s as %s", (input, expected) => {
    expect(normaliseMpesaPhone(input)).toBe(expected);
  });

  it.each(["", "12345", "020 123 4567", "+44 20 7946 0958", "0712 345 67", "07123456789", "phone"])(
    "refuses %j",
    (input) => {
      expect(normaliseMpesaPhone(input)).toBeNull();
    },
  );

  it("masks all but the first four and last three digits", () => {
    expect(maskPhone("254712345678")).toBe("2547•••••678");
    expect(maskPhone(null)).toBeNull();
  });

  it("names a donor publicly only when they tick the box, by the name they chose (or their name)", () => {
    const base = { amount: "500", phone: "0712345678", name: "Amina W." };
    expect(checkDonationRequest(base)).toMatchObject({ ok: true, value: { thanksName: null } });
    expect(checkDonationRequest({ ...base, public_name: "Amina" })).toMatchObject({
      ok: true,
      value: { thanksName: null },
    });
    expect(checkDonationRequest({ ...base, thank_by_name: "yes", public_name: " Amina " })).toMatchObject({
      ok: true,
      value: { thanksName: "Amina" },
    });
    expect(checkDonationRequest({ ...base, thank_by_name: true })).toMatchObject({ value: { thanksName: "Amina W." } });
    expect(checkDonationRequest({ amount: "500", phone: "0712345678", thank_by_name: "yes" })).toEqual({
      ok: false,
      details: { public_name: DONATION_FIELD_MESSAGES.thanksName },
    });
  });

  it("accepts whole shillings from 1 to 250,000 and names every bad field", () => {
    expect(checkDonationRequest({ amount: "1,000", phone: "0712345678", email: "" })).toEqual({
      ok: true,
      value: { amount: 1000, phone: "254712345678", name: null, email: null, thanksName: null },
    });
    expect(checkDonationRequest({ amount: 250000, phone: "0712345678" }).ok).toBe(true);
    for (const amount of ["0", "250001", "12.50", "-5", "", "ten"]) {
      expect(checkDonationRequest({ amount, phone: "0712345678" })).toEqual({
        ok: false,
        details: { amount: DONATION_FIELD_MESSAGES.amount },
      });
    }
    expect(checkDonationRequest({ amount: "100", phone: "0202", email: "amina@", name: "x".repeat(101) })).toEqual({
      ok: false,
      details: {
        phone: DONATION_FIELD_MESSAGES.phone,
        email: DONATION_FIELD_MESSAGES.emailInvalid,
        name: DONATION_FIELD_MESSAGES.nameLong,
      },
    });
  });
});

describe("the form's other amount", () => {
  it("wins over the chosen amount when filled in", () => {
    expect(checkDonationRequest({ amount: "500", other_amount: "750", phone: "0712345678" })).toMatchObject({
      ok: true,
      value: { amount: 750 },
    });
    expect(checkDonationRequest({ amount: "500", other_amount: " ", phone: "0712345678" })).toMatchObject({
      ok: true,
      value: { amount: 500 },
    });
  });
});
