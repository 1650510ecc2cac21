import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "./harness.ts";

// The switch touches no table: SQLite alone keeps this file quick.
describe("GET /language", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness("sqlite");
  });
  afterAll(() => h.close());

  it("keeps the choice for a year in the lang cookie and opens the page", async () => {
    for (const [to, back] of [
      ["sw", "/sw/news?category=Governance"],
      ["en", "/news"],
    ] as const) {
      const res = await h.call("GET", `/language?to=${to}&return=${encodeURIComponent(back)}`);
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(back);
      expect(res.headers.get("set-cookie")).toBe(`lang=${to}; Path=/; Max-Age=31536000; SameSite=Lax`);
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("never sends the visitor to another site", async () => {
    const res = await h.call("GET", `/language?to=sw&return=${encodeURIComponent("//evil.example")}`);
    expect(res.headers.get("location")).toBe("/");
  });

  it("refuses any language but en or sw, setting nothing", async () => {
    const res = await h.call("GET", "/language?to=fr&return=/news");
    expect(res.status).toBe(400);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await res.json()).toEqual({ error: "Choose to=en for English or to=sw for Kiswahili." });
  });
});
