import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "../support/axe.ts";
import { LAPTOP, launchBrowser, newPage, PHONE } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";

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

/** The public shell's pages: no serious or critical axe violations at either size. */
// Every page on a phone; on a laptop the home page (the desktop header and hero layout).
describe.each([
  ["phone", PHONE, ["/", "/donate", "/contact", "/no-such-page"]],
  ["laptop", LAPTOP, ["/"]],
] as const)("accessibility on a %s", (_label, viewport, paths) => {
  it.each(paths)("%s has no serious or critical violations", async (path) => {
    const { page, context } = await newPage(browser, { baseURL: server.url, viewport });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe("accessibility of open overlays", () => {
  it("the donation modal and the mobile menu pass axe", async () => {
    const { page, context } = await newPage(browser, { baseURL: server.url, viewport: PHONE });
    // No fades: axe measures each colour once the modal and the menu have finished opening or closing.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/donate");
    await page.getByRole("link", { name: "Give KSh 2,500: Train 1 Community Leader" }).click();
    await page.getByRole("dialog", { name: "Make a Donation" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.locator("header summary[aria-label='Open menu']").click();
    await page.locator("#site-menu").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("an open desktop dropdown passes axe", async () => {
    const { page, context } = await newPage(browser, { baseURL: server.url, viewport: LAPTOP });
    // No fade: axe measures the dropdown's colours once it has opened, not halfway through.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/contact");
    await page.getByRole("button", { name: "About Us menu" }).click();
    await page.getByRole("list", { name: "About Us", exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
