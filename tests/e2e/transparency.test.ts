import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBooksCopy } from "../../app/content/admin-open-books.ts";
import { transparencyPage } from "../../app/content/sw/transparency.ts";
import { transparencyPage as englishPage } from "../../app/content/transparency.ts";
import { FAKE_CREDENTIALS, fakeDarajaEnv } from "../../server/mpesa/fake-daraja/dev-credentials.ts";
import { type FakeDaraja, startFakeDaraja } from "../../server/mpesa/fake-daraja/fake-daraja.ts";
import { LAPTOP, launchBrowser, newPage, PHONE, screenshot } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { openAdminSection, signIn } from "./admin-support.ts";

let server: RunningServer;
let fake: FakeDaraja;
let browser: Browser;

/** Gives by M-Pesa through the API; the fake pays (phone numbers ending otherwise than its scenario endings). */
async function give(fields: Record<string, unknown>, address: string) {
  const res = await fetch(`${server.url}/api/donations`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify(fields),
  });
  expect(res.status).toBe(201);
}

beforeAll(async () => {
  fake = await startFakeDaraja({ ...FAKE_CREDENTIALS, delayMs: 10 });
  server = await startServer({ ...fakeDarajaEnv(fake.url), TRUST_PROXY: "1" });
  browser = await launchBrowser();
  // Six gifts this month (so its split shows), one donor asking to be thanked by name, one not.
  await give(
    { amount: 1500, phone: "0712 111 225", name: "Achieng Otieno", thank_by_name: "yes", public_name: "Achieng" },
    "10.1.0.1",
  );
  await give({ amount: 2500, phone: "0712 111 235", name: "Private Person" }, "10.1.0.2");
  for (const [i, amount] of [500, 700, 1000, 300].entries()) {
    await give({ amount, phone: `0712 111 3${i}5` }, `10.1.0.${3 + i}`);
  }
  await fake.idle();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.idle();
  await fake?.close();
});

describe("the open books", () => {
  it("reads at 390 px with JavaScript off and in lite mode, names only the donor who agreed, and shows no phone", async () => {
    const { page, context } = await newPage(browser, { baseURL: server.url, viewport: PHONE, javaScript: false });
    const res = await page.goto("/transparency");
    expect(res?.status()).toBe(200);
    await page.getByRole("heading", { name: englishPage.hero.title, level: 1 }).waitFor();
    await page.getByRole("img", { name: /^KSh 6,500 received over the last 24 months\.$/ }).waitFor();
    const table = page.getByRole("table", { name: englishPage.tableCaption });
    const thisMonth = table.getByRole("row").nth(1);
    expect(await thisMonth.getByRole("cell").nth(0).textContent()).toBe("KSh 6,500");
    expect(await thisMonth.getByRole("cell").nth(1).textContent()).toBe("6");
    await thisMonth.getByText(`${englishPage.channels.stk}: KSh 6,500`).waitFor();
    await page.getByText(`${englishPage.thanksTo} Achieng`, { exact: true }).waitFor();
    const html = await page.content();
    for (const secret of ["Otieno", "Private Person", "254712111", "0712 111"]) expect(html).not.toContain(secret);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, "transparency-390-no-js");

    await page.goto("/lite?on=1&return=/sw/transparency");
    await page.getByRole("heading", { name: transparencyPage.hero.title, level: 1 }).waitFor();
    await page.getByRole("table", { name: transparencyPage.tableCaption }).waitFor();
    expect(await page.locator("script:not([type='application/ld+json'])").count()).toBe(0);
    await screenshot(page, "transparency-sw-390-lite");
    await context.close();
  });

  it("lets the Finance officer's work be recorded in the admin, and the page shows it", async () => {
    const { page, context, errors } = await newPage(browser, { baseURL: server.url, viewport: LAPTOP });
    await signIn(page);
    await openAdminSection(page, openBooksCopy.title);
    const spending = page.getByRole("form", { name: openBooksCopy.spending.title });
    await spending.getByLabel(openBooksCopy.spending.programme).selectOption({ label: "Civic education" });
    await spending.getByLabel(openBooksCopy.spending.amount).fill("120000");
    await spending.getByLabel(openBooksCopy.spending.note).fill("Forums in Kisumu and Nakuru");
    await spending.getByRole("button", { name: openBooksCopy.spending.submit }).click();
    await spending.getByText(openBooksCopy.spending.saved).waitFor();
    const recorded = page.getByRole("table", { name: openBooksCopy.spendingTitle });
    await recorded.getByRole("button", { name: `${openBooksCopy.correct} 1` }).click();
    await spending.getByText(/^Correcting entry 1/).waitFor();
    await spending.getByLabel(openBooksCopy.spending.amount).fill("125000");
    await spending.getByRole("button", { name: openBooksCopy.spending.submit }).click();
    await spending.getByText(openBooksCopy.spending.saved).waitFor();
    await recorded.getByText(openBooksCopy.replaced).waitFor();
    await screenshot(page, "admin-open-books-1366");

    await page.goto("/transparency");
    await page.getByRole("cell", { name: "KSh 125,000" }).first().waitFor();
    await page.getByText("Forums in Kisumu and Nakuru").waitFor();
    await screenshot(page, "transparency-1366");
    expect(errors).toEqual([]);
    await context.close();
  });
});
