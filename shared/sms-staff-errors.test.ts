import { describe, expect, it } from "vitest";
import { staffText } from "./staff-errors.ts";

describe("SMS staff errors in Kiswahili", () => {
  it("says the broadcast's checks and the refusal in the staff member's language", () => {
    expect(staffText("At most 6 SMS parts, with the stop words added at the end: shorten it.", "sw")).toBe(
      "Ujumbe usizidi sehemu 6 za SMS, pamoja na maneno ya kuacha yanayoongezwa mwishoni: ufupishe.",
    );
    expect(staffText("Give the time as an ISO 8601 date and time, such as 2026-12-01T10:00:00+03:00.", "sw")).toBe(
      "Andika saa kwa mtindo wa tarehe na saa wa ISO 8601, kama 2026-12-01T10:00:00+03:00.",
    );
    expect(staffText("Write the message in Kiswahili.", "sw")).toBe("Andika ujumbe kwa Kiswahili.");
  });
});
