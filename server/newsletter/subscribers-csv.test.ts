import { describe, expect, it } from "vitest";
import { neutralise, subscribersCsv } from "./subscribers-csv.ts";

describe("subscribers CSV", () => {
  it("neutralises cells a spreadsheet would run", () => {
    for (const cell of ["=HYPERLINK(1)", "+254", "-2+3", "@SUM(A1)", "\tx", "\rx"]) {
      expect(neutralise(cell)).toBe(`'${cell}`);
    }
    expect(neutralise("amina@example.org")).toBe("amina@example.org");
  });
  it("quotes and neutralises in the file, one row per subscriber", () => {
    const csv = subscribersCsv([
      {
        id: 1,
        email: "=cmd|'/c calc'!a0@example.org",
        status: "confirmed",
        source: "footer",
        locale: "sw",
        consent_at: "2026-01-01T00:00:00.000Z",
        confirmed_at: "2026-01-01T00:05:00.000Z",
        unsubscribed_at: null,
        created_at: "2026-01-01T00:00:00.000Z",
        name: null,
        suppressed_at: null,
        suppressed_reason: null,
      },
    ]);
    expect(csv).toBe(
      "email,source,language,consent_at,confirmed_at\r\n'=cmd|'/c calc'!a0@example.org,footer,sw,2026-01-01T00:00:00.000Z,2026-01-01T00:05:00.000Z\r\n",
    );
  });
});
