import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { navigation } from "../../app/content/navigation.ts";
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

const open = (viewport = LAPTOP) => newPage(browser, { baseURL: server.url, viewport });

describe("header on a laptop", () => {
  it("shows the seven links and 'Join the Movement' → /get-involved, all server-rendered anchors", async () => {
    const html = await (await fetch(`${server.url}/contact`)).text();
    for (const link of navigation) expect(html).toContain(`href="${link.to}"`);
    const { page, errors, context } = await open();
    await page.goto("/contact");
    const nav = page.getByRole("navigation", { name: "Main" });
    const labels = await nav.locator(":scope > ul > li > a").allTextContents();
    expect(labels).toEqual(navigation.map((l) => l.label));
    const join = page.getByRole("banner").getByRole("link", { name: "Join the Movement" });
    expect(await join.getAttribute("href")).toBe("/get-involved");
    expect(await page.getByRole("banner").evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens a dropdown on hover and closes it when the pointer leaves", async () => {
    const { page, context } = await open();
    await page.goto("/contact");
    const menu = page.getByRole("list", { name: "Media", exact: true });
    await expect(menu.isVisible()).resolves.toBe(false);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Media", exact: true }).hover();
    await menu.waitFor({ state: "visible" });
    expect(await menu.getByRole("link").allTextContents()).toEqual([
      "Media Hub",
      "Publications",
      "Community Stories",
      "Event Gallery",
      "Resources",
    ]);
    expect(await page.getByRole("button", { name: "Media menu" }).getAttribute("aria-expanded")).toBe("true");
    await page.mouse.move(5, 700);
    await menu.waitFor({ state: "hidden" });
    await context.close();
  });

  it("works from the keyboard: Enter toggles, arrows move, Escape closes and returns focus", async () => {
    const { page, context } = await open();
    await page.goto("/contact");
    const button = page.getByRole("button", { name: "Get Involved menu" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("true");
    const menu = page.getByRole("list", { name: "Get Involved", exact: true });
    await menu.waitFor({ state: "visible" });
    await page.keyboard.press("Enter");
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("false");

    await page.keyboard.press("ArrowDown");
    await menu.waitFor({ state: "visible" });
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await expect.poll(focused).toBe("Join Our Movement");
    await page.keyboard.press("ArrowDown");
    await expect.poll(focused).toBe("Volunteer");
    await page.keyboard.press("End");
    await expect.poll(focused).toBe("Shop");
    await page.keyboard.press("ArrowDown");
    await expect.poll(focused).toBe("Join Our Movement");
    await page.keyboard.press("ArrowUp");
    await expect.poll(focused).toBe("Shop");
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Get Involved menu");

    await page.keyboard.press("ArrowDown");
    await expect.poll(focused).toBe("Join Our Movement");
    await page.keyboard.press("ArrowDown");
    await expect.poll(focused).toBe("Volunteer");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/volunteer");
    await menu.waitFor({ state: "hidden" });
    await context.close();
  });

  it("highlights the active link on an exact path match only", async () => {
    const { page, context } = await open();
    await page.goto("/contact");
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.getByRole("link", { name: "Contact", exact: true }).getAttribute("aria-current")).toBe("page");
    expect(await nav.getByRole("link", { name: "Home", exact: true }).getAttribute("aria-current")).toBeNull();
    await nav.getByRole("link", { name: "Home", exact: true }).click();
    await page.waitForURL(`${server.url}/`);
    await expect
      .poll(() => nav.getByRole("link", { name: "Home", exact: true }).getAttribute("aria-current"))
      .toBe("page");
    expect(await nav.getByRole("link", { name: "Contact", exact: true }).getAttribute("aria-current")).toBeNull();
    await page.goto("/volunteer");
    expect(await nav.locator(':scope > ul > li > a[aria-current="page"]').count()).toBe(0);
    await context.close();
  });
});

describe("mobile menu", () => {
  it("lists every item and sub-item, scrolls within 80% of the viewport, and closes when a link is chosen", async () => {
    const { page, errors, context } = await open(PHONE);
    await page.goto("/donate");
    // The menu's toggle is a <details> (the header's Search toggle on wide screens is one too).
    const details = page.locator("header details", { has: page.locator("summary[aria-controls='site-menu']") });
    const toggle = page.locator("header summary[aria-label='Open menu']");
    expect(await details.getAttribute("open")).toBeNull();
    // The whole toggle is on screen, right of the language switch.
    const toggleBox = await toggle.boundingBox();
    const switchBox = await page.getByRole("banner").getByRole("link", { name: "Kiswahili" }).boundingBox();
    expect((toggleBox?.x ?? 0) + (toggleBox?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(PHONE.width);
    expect(toggleBox?.x).toBeGreaterThan((switchBox?.x ?? 0) + (switchBox?.width ?? 0));
    await toggle.click();
    const menu = page.locator("#site-menu");
    await menu.waitFor({ state: "visible" });
    expect(await details.locator("summary").getAttribute("aria-label")).toBe("Close menu");
    expect(await details.getAttribute("open")).toBe("");
    const expected = navigation.flatMap((l) => [l.label, ...(l.items ?? []).map((i) => i.label)]);
    expect(await menu.getByRole("link").allTextContents()).toEqual([...expected, "Join the Movement", "Lite version"]);
    const box = await menu.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(PHONE.height * 0.8 + 1);
    expect(await menu.evaluate((el) => getComputedStyle(el).overflowY)).toBe("auto");

    await menu.getByRole("link", { name: "Intern With Us" }).click();
    await page.waitForURL("**/intern");
    await menu.waitFor({ state: "hidden" });
    expect(await details.getAttribute("open")).toBeNull();

    await toggle.click();
    await menu.waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    expect(errors).toEqual([]);
    await context.close();
  });
});
