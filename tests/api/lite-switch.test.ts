import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "./harness.ts";

// The switch touches no table: SQLite alone keeps this file quick.
describe("GET /lite", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness("sqlite");
  });
  afterAll(() => h.close());

  it("keeps the choice for a year in the lite cookie and goes back to the page", async () => {
    for (const on of ["1", "0"]) {
      const res = await h.call("GET", `/lite?on=${on}&return=${encodeURIComponent("/news?category=Governance")}`);
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/news?category=Governance");
      expect(res.headers.get("set-cookie")).toBe(`lite=${on}; Path=/; Max-Age=31536000; SameSite=Lax`);
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("never sends the visitor to another site", async () => {
    for (const to of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", ""]) {
      const res = await h.call("GET", `/lite?on=1&return=${encodeURIComponent(to)}`);
      expect(res.headers.get("location"), to).toBe("/");
    }
    expect((await h.call("GET", "/lite?on=1")).headers.get("location")).toBe("/");
  });

  it("refuses anything but on=1 or on=0, setting nothing", async () => {
    const res = await h.call("GET", "/lite?on=yes&return=/news");
    expect(res.status).toBe(400);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await res.json()).toEqual({ error: "Choose on=1 for the lite version or on=0 for the full version." });
  });
});
