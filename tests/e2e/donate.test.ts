import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mobileMoney } from "../../app/content/donate-instructions.ts";
import { donationDetails } from "../../shared/donation-details.ts";
import { SITE_SETTING_DEFAULTS } from "../../shared/site-settings.ts";
import { LAPTOP, launchBrowser, newPage, PHONE, screenshot } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";

const donations = donationDetails(SITE_SETTING_DEFAULTS);

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

const dialog = (page: Page) => page.getByRole("dialog", { name: "Make a Donation" });

describe("donate page", () => {
  it("shows the impact figures, the six presets with KSh formatting and the four methods", async () => {
    const res = await fetch(`${server.url}/donate`);
    expect(res.status).toBe(200);
    const { page, errors, context } = await newPage(browser, { baseURL: server.url });
    await page.goto("/donate");
    for (const text of ["15,000+", "Lives touched", "700+", "25+", "5+"]) {
      expect(await page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);
    }
    for (const name of [
      "Give KSh 500: Support 1 Community Dialogue",
      "Give KSh 1,000: Fund Art in Heart Workshop",
      "Give KSh 2,500: Train 1 Community Leader",
      "Give KSh 5,000: Support Youth Program for 1 Month",
      "Give KSh 10,000: Fund Community Impact Assessment",
      "Give a custom amount",
    ]) {
      await page.getByRole("link", { name }).waitFor();
    }
    for (const hint of [
      "KSh 2,500 per person",
      "KSh 5,000 per dialogue",
      "KSh 3,000 per youth",
      "KSh 1,000 per participant",
    ]) {
      await page.getByText(hint).waitFor();
    }
    await page.locator("#methods summary", { hasText: "Give with Credit/Debit Card" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens Mobile Money with the chosen amount, copies the paybill and resets on close", async () => {
    const { page, errors, context } = await newPage(browser, { baseURL: server.url });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    await page.goto("/donate");
    const preset = page.getByRole("link", { name: "Give KSh 1,000: Fund Art in Heart Workshop" });
    await preset.click();
    const modal = dialog(page);
    await modal.waitFor();
    await modal.getByText("KSh 1,000", { exact: true }).waitFor();
    await modal.getByRole("heading", { name: mobileMoney.heading }).waitFor();
    for (const value of [donations.paybill, donations.account, donations.businessName]) {
      await modal.getByText(value, { exact: true }).waitFor();
    }
    expect(await modal.getByRole("listitem").count()).toBeGreaterThanOrEqual(mobileMoney.steps.length);
    expect(await modal.locator("ol > li").count()).toBe(8);
    await modal.getByText(/Thank you for standing with Kenyan communities/).waitFor();
    await screenshot(page, "donate-modal-1366");

    await modal.getByRole("button", { name: "Copy paybill number" }).click();
    await page.getByText("Paybill number copied").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(donations.paybill);
    await modal.getByRole("button", { name: "Copy account number" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(donations.account);

    await page.keyboard.press("Escape");
    await modal.waitFor({ state: "hidden" });
    // Focus returns to what opened the modal.
    expect(await preset.evaluate((button) => button === document.activeElement)).toBe(true);
    // Closing reset the choice: the hero's button now opens it with no amount.
    await page.getByRole("link", { name: "Give by M-Pesa" }).click();
    await modal.waitFor();
    expect(await modal.getByText(/^KSh /).count()).toBe(0);
    await modal.getByRole("button", { name: "Close" }).click();
    await modal.waitFor({ state: "hidden" });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows each way to give's instructions in its own section", async () => {
    const { page, context } = await newPage(browser, { baseURL: server.url });
    await page.goto("/donate");
    const way = (title: string) => page.locator("#methods details", { hasText: `Give with ${title}` });

    await way("Credit/Debit Card").locator("summary").click();
    await way("Credit/Debit Card")
      .getByText(/online card processing is being set up/i)
      .waitFor();
    await way("Credit/Debit Card").getByRole("link", { name: "Use Mobile Money" }).click();
    await page.waitForURL(/#mpesa$/);

    await way("Bank Transfer").locator("summary").click();
    await way("Bank Transfer").getByText(donations.bankAccountName, { exact: true }).waitFor();
    await way("Bank Transfer").getByText("Contact for details", { exact: true }).waitFor();
    await way("Bank Transfer")
      .getByText(/^DONATION/)
      .waitFor();

    await way("In-Kind").locator("summary").click();
    await way("In-Kind").getByText("We gladly accept").waitFor();
    const steps = await way("In-Kind").locator("ol > li").allTextContents();
    expect(steps).toHaveLength(3);
    expect(steps[2]).toMatch(/donation receipt/);
    const offer = way("In-Kind").getByRole("link", { name: "Offer an in-kind gift" });
    expect(await offer.getAttribute("href")).toBe("/contact?subject=In-kind%20donation");
    await context.close();
  });

  it("fits a phone (screenshot) and keeps the modal usable there", async () => {
    const { page, errors, context } = await newPage(browser, { baseURL: server.url, viewport: PHONE });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/donate");
    await screenshot(page, "donate-390");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.getByRole("link", { name: "Give KSh 500: Support 1 Community Dialogue" }).click();
    await dialog(page).waitFor();
    await page.screenshot({ path: "test-results/screenshots/donate-modal-390.png" });
    await page.setViewportSize(LAPTOP);
    await page.keyboard.press("Escape");
    await page.goto("/donate");
    await screenshot(page, "donate-1366");
    expect(errors).toEqual([]);
    await context.close();
  });
});
