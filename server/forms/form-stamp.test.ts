import { describe, expect, it } from "vitest";
import { judgeStamp, MAX_STAMP_AGE_MS, MIN_FILL_MS, makeStamp } from "./form-stamp.ts";

const secret = "test-secret";
const shown = new Date("2026-03-01T08:00:00Z");
const later = (ms: number) => new Date(shown.getTime() + ms);

describe("form time stamps", () => {
  it("accepts a stamp between the minimum time and a day old", () => {
    const stamp = makeStamp(secret, shown);
    expect(judgeStamp(secret, stamp, later(MIN_FILL_MS)).verdict).toBe("ok");
    expect(judgeStamp(secret, stamp, later(MAX_STAMP_AGE_MS)).verdict).toBe("ok");
  });
  it("flags a stamp older than a day", () => {
    const stamp = makeStamp(secret, shown);
    expect(judgeStamp(secret, stamp, later(MAX_STAMP_AGE_MS + 1)).verdict).toBe("expired");
    expect(judgeStamp(secret, stamp, later(30 * 86400_000)).verdict).toBe("expired");
  });
  it("flags a form sent faster than a person could fill it", () => {
    expect(judgeStamp(secret, makeStamp(secret, shown), later(MIN_FILL_MS - 1)).verdict).toBe("too-fast");
  });
  it("gives two forms shown in the same millisecond different stamps, each good once", () => {
    const first = makeStamp(secret, shown);
    const second = makeStamp(secret, shown);
    expect(first).not.toBe(second);
    expect(judgeStamp(secret, first, later(MIN_FILL_MS)).parsed?.canonical).toBe(first);
    expect(judgeStamp(secret, second, later(MIN_FILL_MS)).parsed?.canonical).toBe(second);
  });
  it("flags missing, altered and foreign stamps", () => {
    const stamp = makeStamp(secret, shown);
    expect(judgeStamp(secret, undefined, shown).verdict).toBe("missing");
    expect(judgeStamp(secret, "", shown).verdict).toBe("missing");
    const sig = stamp.split(".").at(-1);
    expect(judgeStamp(secret, `${shown.getTime() - 60_000}.${sig}`, later(MIN_FILL_MS)).verdict).toBe("forged");
    expect(judgeStamp("other-secret", stamp, later(MIN_FILL_MS)).verdict).toBe("forged");
    expect(judgeStamp(secret, "garbage", shown).verdict).toBe("forged");
  });
});
