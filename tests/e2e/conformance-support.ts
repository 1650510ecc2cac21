import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LAYOUT_RULES, scrollThrough, seriousViolations } from "../support/axe.ts";
import { launchBrowser, newPage, PHONE, screenshot } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { contentPages } from "./pages-routes.ts";
import { publicPageNames, publicPagePath } from "./public-pages.ts";

/** The narrowest phone a content page must fit without scrolling sideways. */
const NARROW_PHONE = { width: 320, height: 700 };

/**
 * Every public page at one viewport, visited in turn by one browser tab and
 * scrolled through to the bottom: no serious or critical axe violation of WCAG
 * 2.0, 2.1 or 2.2 A/AA (on the phone every rule; on the laptop the rules whose
 * answer can change with the width alone, `LAYOUT_RULES`: the markup is the same
 * at both widths, docs/decisions/0065). A content page also shows its main heading, is kept
 * as a full-page screenshot at that width and, on the phone, fits 320 px and
 * passes axe's layout rules there too; it logs no console error at all. The pages are shared
 * out over `parts` files (file `part` takes every `parts`-th page), so the walk
 * runs beside the other browser tests rather than after them.
 */
export function walkPublicPages(viewport: { width: number; height: number }, part: number, parts: number) {
  const onPhone = viewport.width === PHONE.width;
  const names = publicPageNames.filter((_, index) => index % parts === part);
  let server: RunningServer;
  let browser: Browser;
  let tab: Awaited<ReturnType<typeof newPage>>;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    tab = await newPage(browser, { baseURL: server.url, viewport });
    tab.page.setDefaultTimeout(20_000);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  describe(`accessibility at ${viewport.width} px`, () => {
    // Each step has its own limit (20 s for a page to load and hydrate, 30 s for axe, a scroll
    // that cannot stall), so a page that stops answering fails named, not at the test's 60 s.
    // Once in several hundred walks on a busy machine a page (1.8 s as a rule) has hung in the
    // browser: it is walked once more. A real violation or error fails both walks.
    it.each(names)("%s", { retry: 1 }, async (name) => {
      const { page, errors } = tab;
      // A blank page in between: nothing the last page logs is counted against this one.
      await page.goto("about:blank");
      await page.setViewportSize(viewport);
      errors.length = 0;
      const content = contentPages.find((p) => p.path === name);
      await page.goto(await publicPagePath(server.url, name));
      if (content) {
        await expect(page.getByRole("heading", { level: 1, name: content.heading }).isVisible()).resolves.toBe(true);
      }
      await scrollThrough(page);
      expect(await seriousViolations(page, onPhone ? {} : { rules: LAYOUT_RULES })).toEqual([]);
      if (content) {
        await screenshot(page, `pages${name.replaceAll("/", "-")}-${viewport.width}`);
        if (onPhone) {
          await page.setViewportSize(NARROW_PHONE);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow).toBeLessThanOrEqual(0);
          // Only what the narrower layout can change is checked again.
          expect(await seriousViolations(page, { rules: LAYOUT_RULES })).toEqual([]);
        }
        expect(errors).toEqual([]);
      }
      // The not-found page logs its own 404 status in the console; nothing else may.
      expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
    });
  });
}
