import { describe, expect, it } from "vitest";
import { formatDate, formatDateTimeEat, formatTime, isoDate } from "./format-date.ts";

describe("formatDate", () => {
  it("writes a long en-KE date with a 2-digit day for featured cards", () => {
    expect(formatDate("2025-03-05")).toBe("05 March 2025");
    expect(formatDate("2025-02-18", "long")).toBe("18 February 2025");
  });
  it("writes a short-month date for lists", () => {
    expect(formatDate("2025-03-05", "short")).toBe("5 Mar 2025");
  });
  it("shows a moment as its day in East Africa Time, whatever the machine's zone", () => {
    expect(formatDate("2025-12-31T20:59:00Z", "short")).toBe("31 Dec 2025");
    expect(formatDate("2025-12-31T21:00:00Z", "short")).toBe("1 Jan 2026");
    expect(formatDate(new Date(Date.UTC(2024, 0, 1)), "short")).toBe("1 Jan 2024");
  });
  it("shows an item dated midnight in Nairobi on that day, not the day before", () => {
    expect(formatDate("2025-03-10T00:00:00+03:00", "short")).toBe("10 Mar 2025");
    expect(isoDate("2025-03-10T00:00:00+03:00")).toBe("2025-03-10");
  });
  it("gives an empty string for an unreadable date", () => {
    expect(formatDate("not a date")).toBe("");
  });
});

describe("isoDate", () => {
  it("gives the yyyy-mm-dd value for <time dateTime>", () => {
    expect(isoDate("2025-03-05")).toBe("2025-03-05");
    expect(isoDate("2025-03-05T10:00:00Z")).toBe("2025-03-05");
    expect(isoDate("2025-03-05T22:00:00Z")).toBe("2025-03-06");
    expect(isoDate("nope")).toBe("");
  });
});

describe("publication and news dates", () => {
  it("shows a timestamp as the en-KE long date with a 2-digit day", () => {
    expect(formatDate("2026-11-05T09:00:00Z")).toBe("05 November 2026");
  });
  it("gives an empty string for a missing date (a draft)", () => {
    expect(formatDate(null)).toBe("");
    expect(isoDate(undefined)).toBe("");
  });
});

describe("formatDateTimeEat", () => {
  it("says the moment in East Africa Time with the hour", () => {
    expect(formatDateTimeEat("2026-03-01T21:05:09Z")).toBe("2 March 2026 at 00:05 EAT");
    expect(formatDateTimeEat("2026-11-28T05:16:00Z", "sw")).toBe("28 Novemba 2026 saa 08:16 EAT");
    expect(formatDateTimeEat(null)).toBe("");
  });
});

describe("dates on Kiswahili pages", () => {
  it("writes them in sw-KE, in East Africa Time", () => {
    expect(formatDate("2026-11-25", "long", "sw")).toBe("25 Novemba 2026");
    expect(formatDate("2026-11-24T22:30:00Z", "long", "sw")).toBe("25 Novemba 2026");
    expect(formatDate("2026-03-10", "short", "sw")).toBe("10 Mac 2026");
    expect(formatTime("2026-03-10T06:00:00Z", "sw")).toBe("9:00");
    expect(formatDate("nonsense", "long", "sw")).toBe("");
  });
});

describe("dates without Intl", () => {
  const months = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, "0")}-09`);
  it("names every month as sw-KE and en-KE do (Intl, read here on the server, agrees)", () => {
    for (const locale of ["en", "sw"] as const) {
      for (const [style, month, day] of [
        ["long", "long", locale === "en" ? "2-digit" : "numeric"],
        ["short", "short", "numeric"],
      ] as const) {
        const intl = new Intl.DateTimeFormat(locale === "en" ? "en-KE" : "sw-KE", {
          year: "numeric",
          month,
          day,
          timeZone: "Africa/Nairobi",
        });
        // ICU's en-KE short September is "Sept" in some versions, "Sep" in others: the site always writes "Sep".
        expect(months.map((m) => formatDate(m, style, locale))).toEqual(
          months.map((m) => intl.format(new Date(`${m}T00:00:00+03:00`)).replace("Sept ", "Sep ")),
        );
      }
    }
  });
  it("writes September the same way on every machine", () => {
    expect(formatDate("2026-09-01", "short")).toBe("1 Sep 2026");
    expect(formatDate("2026-09-01", "short", "sw")).toBe("1 Sep 2026");
  });
});
