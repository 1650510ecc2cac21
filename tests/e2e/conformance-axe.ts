import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scrollThrough, seriousViolations } from "../support/axe.ts";
import { launchBrowser, newPage } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { publicPageNames, publicPagePath } from "./public-pages.ts";

/**
 * Every public page at one viewport, scrolled through to the bottom: no serious
 * or critical axe violation of WCAG 2.0, 2.1 or 2.2 A/AA (one file per width,
 * so the two run side by side).
 */
export function axeOnEveryPage(label: string, viewport: { width: number; height: number }) {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  describe(`accessibility at ${label}`, () => {
    it.each(publicPageNames)("%s", async (name) => {
      const { page, context, errors } = await newPage(browser, { baseURL: server.url, viewport });
      await page.goto(await publicPagePath(server.url, name));
      await scrollThrough(page);
      expect(await seriousViolations(page)).toEqual([]);
      // The not-found page logs its own 404 status in the console; nothing else may.
      expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
      await context.close();
    });
  });
}
