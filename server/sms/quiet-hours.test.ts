import { describe, expect, it } from "vitest";
import { nextSendingTime, withinSendingHours } from "./quiet-hours.ts";

describe("sending hours (08:00–19:00 EAT)", () => {
  it("holds before 08:00 and from 19:00 East Africa Time", () => {
    expect(withinSendingHours(new Date("2026-12-01T04:59:00Z"))).toBe(false); // 07:59 EAT
    expect(withinSendingHours(new Date("2026-12-01T05:00:00Z"))).toBe(true); // 08:00
    expect(withinSendingHours(new Date("2026-12-01T15:59:00Z"))).toBe(true); // 18:59
    expect(withinSendingHours(new Date("2026-12-01T16:00:00Z"))).toBe(false); // 19:00
  });

  it("waits for the next 08:00 EAT", () => {
    const noon = new Date("2026-12-01T09:00:00Z");
    expect(nextSendingTime(noon)).toBe(noon);
    expect(nextSendingTime(new Date("2026-12-01T02:00:00Z")).toISOString()).toBe("2026-12-01T05:00:00.000Z");
    expect(nextSendingTime(new Date("2026-12-01T18:30:00Z")).toISOString()).toBe("2026-12-02T05:00:00.000Z");
    expect(nextSendingTime(new Date("2026-12-01T21:30:00Z")).toISOString()).toBe("2026-12-02T05:00:00.000Z"); // 00:30 EAT
  });
});
