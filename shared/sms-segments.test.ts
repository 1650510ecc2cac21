import { describe, expect, it } from "vitest";
import { smsCost, smsLength } from "./sms-segments.ts";

describe("smsLength", () => {
  it("counts plain GSM-7 text: 160 in one part, 153 per part beyond", () => {
    expect(smsLength("a".repeat(160))).toEqual({
      encoding: "GSM-7",
      characters: 160,
      units: 160,
      segments: 1,
      perSegment: 160,
    });
    expect(smsLength("a".repeat(161))).toMatchObject({ segments: 2, perSegment: 153 });
    expect(smsLength("a".repeat(306))).toMatchObject({ segments: 2 });
    expect(smsLength("a".repeat(307))).toMatchObject({ segments: 3 });
  });

  it("counts Kiswahili in plain letters as GSM-7, and the extension characters as two places", () => {
    const sw = "Mkutano wa baraza la kata ni kesho saa tatu asubuhi, Ukumbi wa Jamii Kitengela. Karibu!";
    expect(smsLength(sw)).toMatchObject({ encoding: "GSM-7", characters: sw.length, segments: 1 });
    expect(smsLength("Bei ni €5 [tu]")).toMatchObject({ encoding: "GSM-7", characters: 14, units: 17 });
    expect(smsLength(`${"a".repeat(159)}€`)).toMatchObject({ units: 161, segments: 2 });
  });

  it("sends Kiswahili text with a non-GSM character as UCS-2: 70 in one part, 67 per part beyond", () => {
    const curly = "Karibu kwenye ‘baraza’ la kesho";
    expect(smsLength(curly)).toMatchObject({ encoding: "UCS-2", characters: 31, segments: 1, perSegment: 70 });
    const long = `Ng’ombe ${"a".repeat(62)}`;
    expect(smsLength(long)).toMatchObject({ encoding: "UCS-2", characters: 70, segments: 1 });
    expect(smsLength(`${long}a`)).toMatchObject({ encoding: "UCS-2", characters: 71, segments: 2, perSegment: 67 });
    expect(smsLength(`Asante 🙏${"a".repeat(60)}`)).toMatchObject({ characters: 68, units: 69, segments: 1 });
  });

  it("estimates the cost to the cent", () => {
    expect(smsCost(2, 3, 0.8)).toBe(4.8);
    expect(smsCost(1, 1000, 0.8)).toBe(800);
  });
});
