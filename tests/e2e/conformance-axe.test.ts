import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scrollThrough, seriousViolations } from "../support/axe.ts";
import { LAPTOP, launchBrowser, newPage, PHONE } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { publicPageNames, publicPagePath } from "./public-pages.ts";

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

/**
 * Every public page, at phone and laptop width, scrolled through to the bottom:
 * no serious or critical axe violation of WCAG 2.0, 2.1 or 2.2 A/AA.
 */
describe.each([
  ["390 px", PHONE],
  ["1366 px", LAPTOP],
] as const)("accessibility at %s", (_label, viewport) => {
  it.each(publicPageNames)("%s", async (name) => {
    const { page, context, errors } = await newPage(browser, { baseURL: server.url, viewport });
    await page.goto(await publicPagePath(server.url, name));
    await scrollThrough(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
    await context.close();
  });
});
