import { describe, expect, it } from "vitest";
import { darajaText, darajaTimestamp, fromDarajaTime, stkPassword } from "./daraja-format.ts";

describe("Daraja formats", () => {
  it("stamps times in East Africa Time as YYYYMMDDHHmmss", () => {
    expect(darajaTimestamp(new Date("2026-03-01T21:05:09.123Z"))).toBe("20260302000509");
    expect(darajaTimestamp(new Date("2026-12-31T20:59:59Z"))).toBe("20261231235959");
  });

  it("reads Daraja's times back as instants", () => {
    expect(fromDarajaTime(20260302000509)?.toISOString()).toBe("2026-03-01T21:05:09.000Z");
    expect(fromDarajaTime("2026030200")).toBeNull();
    expect(fromDarajaTime(undefined)).toBeNull();
  });

  it("makes the password as base64(shortcode + passkey + timestamp)", () => {
    const password = stkPassword("174379", "passkey", "20260302000509");
    expect(Buffer.from(password, "base64").toString()).toBe("174379passkey20260302000509");
  });

  it("keeps letters, digits and spaces, cut to the limit", () => {
    expect(darajaText("Uraia Civic-Trust #1!", 12)).toBe("Uraia CivicT");
    expect(darajaText("Mchango wa Elimu ya Uraia", 13)).toBe("Mchango wa El");
    expect(darajaText("Café  donation", 13)).toBe("Cafe donation");
    expect(darajaText("Donation ", 12)).toBe("Donation");
  });
});
