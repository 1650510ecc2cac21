import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "../support/axe.ts";
import { LAPTOP, launchBrowser, newPage, PHONE, SCREENSHOT_DIR, screenshot } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { contentPages } from "./pages-routes.ts";

/** Scrolls through the page so lazy pictures load before a full-page screenshot. */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 80));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
}

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  console.info(`content page screenshots: ${SCREENSHOT_DIR}`);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each(contentPages)("$path", ({ path, heading, title }) => {
  it("answers 200 with its title, description, canonical URL and one main heading", async () => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${title.replaceAll("&", "&amp;")} | Uraia</title>`);
    expect(html).toContain(`<link rel="canonical" href="${server.url}${path}"`);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(html).toContain(`<meta property="og:url" content="${server.url}${path}"`);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it("renders without errors, fits a 320 px phone and passes axe (no serious or critical issues)", async () => {
    const { page, errors, context } = await newPage(browser, { baseURL: server.url, viewport: PHONE });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading }).isVisible()).resolves.toBe(true);
    await loadLazyImages(page);
    await screenshot(page, `pages${path.replaceAll("/", "-")}-390`);
    await page.setViewportSize({ width: 320, height: 700 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(LAPTOP);
    await loadLazyImages(page);
    await screenshot(page, `pages${path.replaceAll("/", "-")}-1366`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
