import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfReaderCopy } from "../../app/content/sw/publications-page.ts";
import {
  budgetPages,
  type DocumentWeight,
  FIRST_WINDOW_BYTES,
  FIRST_WINDOW_PAGES,
  HOME_DOCUMENT_BROTLI_BUDGET_BYTES,
  HYDRATION_BUDGET_BYTES,
  measureDocuments,
} from "../../bench/hydration-budgets.ts";
import { type RunningServer, startServer } from "../support/server.ts";

// What a first visit's document carries besides its HTML (docs/decisions/0093-hydrate-less.md,
// 0095-shell-words-file.md): 10 KB of inline scripts a page, 14 KB brotli for /, and / and /sw with
// their headers in TCP's first window (0099-one-menu-for-every-width.md, 0100-shared-parts-words.md),
// as `npm run bench:budgets` prints them.
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
  it.each(["/", "/sw", "/about", "/news", "article", "/donate"])(
    "%s: inline scripts (hydration data and route context, JSON-LD aside) within 10 KB",
    (label) => {
      const page = weights.find((w) => w.label === label);
      expect(page, label).toBeDefined();
      expect(page?.inlineScriptBytes).toBeGreaterThan(0);
      expect(page?.inlineScriptBytes).toBeLessThanOrEqual(HYDRATION_BUDGET_BYTES);
    },
  );

  it("/: the brotli document within 14 KB", () => {
    const home = weights.find((w) => w.label === "/");
    expect(home?.brotliBytes).toBeLessThanOrEqual(HOME_DOCUMENT_BROTLI_BUDGET_BYTES);
  });

  it.each(FIRST_WINDOW_PAGES)(
    "%s: the answer, headers and brotli body, within TCP's first window (14,600 bytes)",
    (label) => {
      const home = weights.find((w) => w.label === label);
      // More than the body alone: the headers are counted (about 1.3 KB, the policy's hashes included).
      expect(home?.wireBytes).toBeGreaterThan((home?.brotliBytes ?? 0) + 1_000);
      expect(home?.wireBytes).toBeLessThanOrEqual(FIRST_WINDOW_BYTES);
    },
  );

  it("/sw: the PDF reader's words come once, with the shell's words module, not in the page's data", async () => {
    const html = await (await fetch(`${server.url}/sw`)).text();
    const href = /<meta name="shell-words" content="([^"]+)"/.exec(html)?.[1];
    expect(href).toMatch(/^\/words\/sw\./);
    const module = await (await fetch(`${server.url}${href}`)).text();
    for (const words of [pdfReaderCopy.close, pdfReaderCopy.exitFullscreen]) {
      expect(module).toContain(JSON.stringify(words));
      expect(html).not.toContain(words);
    }
  });
});
