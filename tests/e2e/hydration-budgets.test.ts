import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  budgetPages,
  type DocumentWeight,
  HOME_DOCUMENT_BROTLI_CEILING_BYTES,
  INLINE_SCRIPT_CEILINGS,
  measureDocuments,
} from "../../bench/hydration-budgets.ts";
import { type RunningServer, startServer } from "../support/server.ts";

// What a first visit's document carries besides its HTML (docs/decisions/0093-hydrate-less.md):
// no heavier than each page's ceiling, on the way to the budgets `npm run bench:budgets` prints
// (10 KB of inline scripts a page, 14 KB brotli for /), which are not met yet.
let server: RunningServer;
let weights: DocumentWeight[];

beforeAll(async () => {
  server = await startServer();
  weights = await measureDocuments(server.url, await budgetPages(server.url));
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe("hydration budgets", () => {
  it.each(Object.entries(INLINE_SCRIPT_CEILINGS))(
    "%s: inline scripts (hydration data and route context, JSON-LD aside) within the page's ceiling",
    (label, ceiling) => {
      const page = weights.find((w) => w.label === label);
      expect(page, label).toBeDefined();
      expect(page?.inlineScriptBytes).toBeGreaterThan(0);
      expect(page?.inlineScriptBytes).toBeLessThanOrEqual(ceiling);
    },
  );

  it("/: the brotli document within its ceiling", () => {
    const home = weights.find((w) => w.label === "/");
    expect(home?.brotliBytes).toBeLessThanOrEqual(HOME_DOCUMENT_BROTLI_CEILING_BYTES);
  });
});
