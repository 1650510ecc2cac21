import { describe, expect, it } from "vitest";
import { readableSize } from "./readable-size.ts";
import { roomFor } from "./save-offline.ts";

const MB = 1024 * 1024;

describe("room for saved reading", () => {
  it("keeps the site's own use at or under 50 MB, saying what is used when full", () => {
    expect(roomFor(2 * MB, 48 * MB, undefined)).toBeNull();
    expect(roomFor(2 * MB + 1, 48 * MB, undefined)).toEqual({ ok: false, reason: "full", usedBytes: 48 * MB });
  });

  it("refuses what the browser has no room for, even under 50 MB", () => {
    expect(roomFor(3 * MB, 0, { quota: 100 * MB, usage: 98 * MB })).toEqual({ ok: false, reason: "no-room" });
    expect(roomFor(3 * MB, 0, { quota: 100 * MB, usage: 97 * MB })).toBeNull();
    // A browser that gives no estimate is judged by the site's own limit only.
    expect(roomFor(3 * MB, 0, {})).toBeNull();
  });

  it("says sizes as people read them, in the page's language", () => {
    expect(readableSize(300, "en-KE")).toBe("1 KB");
    expect(readableSize(407 * 1024, "en-KE")).toBe("407 KB");
    expect(readableSize(48.3 * MB, "en-KE")).toBe("48.3 MB");
    expect(readableSize(50 * MB, "sw-KE")).toBe("50 MB");
  });
});
