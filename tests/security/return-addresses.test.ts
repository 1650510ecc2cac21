import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../api/harness.ts";
import { databaseKinds } from "../support/databases.ts";

/**
 * Every endpoint that sends the visitor back somewhere: one rule for its return address
 * (docs/product.md, "Lite mode" and "Languages"). A hostile address, however spelled, ends on `/`.
 */
const ENDPOINTS = ["/lite?on=1", "/lite?on=0", "/language?to=en", "/language?to=sw"];

/** Raw query values (already in their URL spelling): each must answer `Location: /`. */
const HOSTILE = [
  "/.%2F%2Fevil.example",
  "/.//evil.example",
  "/a/..%2F%2Fevil.example",
  "/a/../..//evil.example",
  "/..//evil.example",
  "/./%2Fevil.example",
  "/%2E/%2Fevil.example",
  "/%2e%2e//evil.example",
  "/.%5C%5Cevil.example",
  "/.\\\\evil.example",
  "/a/..%2F%5Cevil.example",
  "//evil.example",
  "%2F%2Fevil.example",
  "/%2Fevil.example",
  "/\\evil.example",
  "%2F%5Cevil.example",
  "\\\\evil.example",
  "https://evil.example/",
  "https:evil.example",
  "http%3A%2F%2Fevil.example",
  "javascript:alert(1)",
  "JavaScript%3Aalert(1)",
  "data:text/html,<script>alert(1)</script>",
  "evil.example",
  "%20//evil.example",
  "/%09/evil.example",
  "/%0A/evil.example",
  "/%0D%0ASet-Cookie:%20x=1",
  "/%00//evil.example",
  "/%7F//evil.example",
  "/.%09/%2Fevil.example",
  "///evil.example",
  "/.%2F.%2F%2Fevil.example",
  "/x/%2E%2E/%2E%2E/%2F%2Fevil.example",
];

/** Same-site paths keep their place. */
const FRIENDLY: [string, string][] = [
  ["/news?category=Governance", "/news?category=Governance"],
  ["/sw/habari#juu", "/sw/habari#juu"],
  ["/a/../news", "/news"],
];

const kinds = await databaseKinds();

describe.each(kinds)("return addresses on %s", (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(() => h.close());

  it(`sends every one of ${HOSTILE.length} hostile return addresses to / on every redirecting endpoint`, async () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30);
    const wrong: string[] = [];
    for (const endpoint of ENDPOINTS) {
      for (const raw of HOSTILE) {
        const res = await h.call("GET", `${endpoint}&return=${raw}`);
        expect(res.status).toBe(303);
        const location = res.headers.get("location");
        if (location !== "/") wrong.push(`${endpoint}&return=${raw} → ${location}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("keeps a same-site path, normalised", async () => {
    for (const endpoint of ENDPOINTS) {
      for (const [given, kept] of FRIENDLY) {
        const res = await h.call("GET", `${endpoint}&return=${encodeURIComponent(given)}`);
        expect(res.headers.get("location"), given).toBe(kept);
      }
    }
  });
});
