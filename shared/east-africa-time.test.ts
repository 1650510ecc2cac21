import { describe, expect, it } from "vitest";
import { eatDateTime, eatInputToIso, formatEat, isoToEatInput } from "./east-africa-time.ts";

describe("East Africa Time conversions", () => {
  it("reads a datetime-local value as EAT (UTC+3)", () => {
    expect(eatInputToIso("2026-03-01T09:30")).toBe("2026-03-01T06:30:00.000Z");
  });
  it("crosses midnight back to the previous UTC day", () => {
    expect(eatInputToIso("2026-01-01T01:00")).toBe("2025-12-31T22:00:00.000Z");
  });
  it("rejects anything that is not a datetime-local value", () => {
    expect(eatInputToIso("")).toBeNull();
    expect(eatInputToIso("tomorrow")).toBeNull();
  });
  it("shows an instant as its EAT datetime-local value", () => {
    expect(isoToEatInput("2026-03-01T06:30:00.000Z")).toBe("2026-03-01T09:30");
    expect(isoToEatInput(null)).toBe("");
  });
  it("round-trips", () => {
    expect(isoToEatInput(eatInputToIso("2026-07-15T18:45"))).toBe("2026-07-15T18:45");
  });
  it("shows an instant on the office's clock", () => {
    expect(eatDateTime("2026-11-23T11:05:00.000Z")).toBe("23 Nov 2026, 14:05");
  });
  it("formats for tables in EAT", () => {
    expect(formatEat("2026-03-01T06:30:00.000Z")).toBe("1 Mar 2026, 09:30 EAT");
    expect(formatEat(null)).toBe("—");
    expect(formatEat("not a time")).toBe("—");
  });
});
