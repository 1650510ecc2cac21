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

  it("never sends the visitor to another site, however the address is written", async () => {
    for (const back of [
      "//evil.example",
      "https://evil.example/",
      "http:evil.example",
      "/\\evil.example",
      "\\evil.example",
      "/\t/evil.example",
      " //evil.example",
      "javascript:alert(1)",
      "evil.example",
    ]) {
      const res = await h.call("GET", `/language?to=sw&return=${encodeURIComponent(back)}`);
      expect([back, res.status, res.headers.get("location")]).toEqual([back, 303, "/"]);
    }
    // Encoded twice: the encoded slashes and backslash stay part of a path on this site.
    for (const [raw, location] of [
      ["%2F%2Fevil.example", "/"],
      ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
      ["/%5Cevil.example", "/%5Cevil.example"],
    ] as const) {
      const res = await h.call("GET", `/language?to=sw&return=${encodeURIComponent(raw)}`);
      expect([raw, res.headers.get("location")]).toEqual([raw, location]);
    }
    // Raw in the query, not encoded at all.
    const res = await h.call("GET", "/language?to=sw&return=//evil.example/sw");
    expect(res.headers.get("location")).toBe("/");
    const missing = await h.call("GET", "/language?to=sw");
    expect(missing.headers.get("location")).toBe("/");
  });

  it("is kept away from search engines: robots.txt disallows it", async () => {
    const { robotsTxt } = await import("../../server/discovery/sitemap.ts");
    expect(robotsTxt("https://uraia.example")).toContain("Disallow: /language\n");
  });

  it("refuses any language but en or sw, setting nothing", async () => {
    const res = await h.call("GET", "/language?to=fr&return=/news");
    expect(res.status).toBe(400);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await res.json()).toEqual({ error: "Choose to=en for English or to=sw for Kiswahili." });
  });
});
