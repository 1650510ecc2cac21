import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LAYOUT_RULES, scrollThrough, seriousViolations, settle } from "../support/axe.ts";
import { LAPTOP, launchBrowser, newPage, PHONE, screenshot } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { contentPages } from "./pages-routes.ts";
import { publicPageNames, publicPagePath } from "./public-pages.ts";

/** The narrowest phone a content page must fit without scrolling sideways. */
const NARROW_PHONE = { width: 320, height: 700 };

/**
 * Every public page, visited in turn by one browser tab at phone width and
 * scrolled through to the bottom: no serious or critical axe violation of WCAG
 * 2.0, 2.1 or 2.2 A/AA, every rule at the phone's width, then at the laptop's
 * width the rules whose answer can change with the width alone, `LAYOUT_RULES`
 * (the markup is the same at every width, docs/decisions/0065 and 0098). A content
 * page also shows its main heading, fits 320 px without scrolling sideways and
 * passes the layout rules there too, is kept as a full-page screenshot at the
 * phone's and the laptop's width, and logs no console error at all. The pages
 * are shared out over `parts` files (file `part` takes every `parts`-th page),
 * so the walk runs beside the other browser tests rather than after them.
 */
export function walkPublicPages(part: number, parts: number) {
  const names = publicPageNames.filter((_, index) => index % parts === part);
  let server: RunningServer;
  let browser: Browser;
  let tab: Awaited<ReturnType<typeof newPage>>;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    tab = await newPage(browser, { baseURL: server.url, viewport: PHONE });
    tab.page.setDefaultTimeout(20_000);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  describe(`accessibility at ${PHONE.width}, ${NARROW_PHONE.width} and ${LAPTOP.width} px`, () => {
    // Each step has its own limit (20 s for a page to load and hydrate, 30 s for axe, a scroll
    // that cannot stall), so a page that stops answering fails named, not at the test's 60 s.
    // Once in several hundred walks on a busy machine a page (1.8 s as a rule) has hung in the
    // browser: it is walked once more. A real violation or error fails both walks.
    it.each(names)("%s", { retry: 1 }, async (name) => {
      const { page, errors } = tab;
      // A blank page in between: nothing the last page logs is counted against this one.
      await page.goto("about:blank");
      await page.setViewportSize(PHONE);
      errors.length = 0;
      const content = contentPages.find((p) => p.path === name);
      await page.goto(await publicPagePath(server.url, name));
      if (content) {
        await expect(page.getByRole("heading", { level: 1, name: content.heading }).isVisible()).resolves.toBe(true);
      }
      await scrollThrough(page);
      expect(await seriousViolations(page), `${name} at ${PHONE.width} px`).toEqual([]);
      if (content) await screenshot(page, `pages${name.replaceAll("/", "-")}-${PHONE.width}`);
      // Only what a width can change is checked again.
      const layout = { rules: LAYOUT_RULES };
      if (content) {
        await page.setViewportSize(NARROW_PHONE);
        await settle(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${name} at ${NARROW_PHONE.width} px`).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page, layout), `${name} at ${NARROW_PHONE.width} px`).toEqual([]);
      }
      await page.setViewportSize(LAPTOP);
      await settle(page);
      expect(await seriousViolations(page, layout), `${name} at ${LAPTOP.width} px`).toEqual([]);
      if (content) {
        await screenshot(page, `pages${name.replaceAll("/", "-")}-${LAPTOP.width}`);
        expect(errors).toEqual([]);
      }
      // The not-found page logs its own 404 status in the console; nothing else may.
      expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
    });
  });
}
