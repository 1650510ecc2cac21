import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donationStatusCopy, mpesaGiveCopy } from "../../app/content/donate-mpesa.ts";
import { FAKE_CREDENTIALS, fakeDarajaEnv } from "../../server/mpesa/fake-daraja/dev-credentials.ts";
import { type FakeDaraja, startFakeDaraja } from "../../server/mpesa/fake-daraja/fake-daraja.ts";
import { DONATION_FIELD_MESSAGES } from "../../shared/donations.ts";
import { scrollThrough, seriousViolations } from "../support/axe.ts";
import { launchBrowser, newPage, PHONE } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { signIn } from "./admin-support.ts";

let server: RunningServer;
let fake: FakeDaraja;
let browser: Browser;

beforeAll(async () => {
  // The donor takes a second and a half to answer the prompt, so the waiting page shows first.
  fake = await startFakeDaraja({ ...FAKE_CREDENTIALS, delayMs: 1500 });
  server = await startServer(fakeDarajaEnv(fake.url));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.idle();
  await fake?.close();
});

describe("giving by M-Pesa from /donate", () => {
  it("with JavaScript: a chosen amount, the prompt, the waiting page, then thanks with the receipt", async () => {
    const { page, errors, context } = await newPage(browser, { baseURL: server.url, viewport: PHONE });
    await page.goto("/donate");
    await scrollThrough(page);
    expect(await seriousViolations(page)).toEqual([]);
    const form = page.getByRole("form", { name: mpesaGiveCopy.title });
    await form.getByRole("radio", { name: "KSh 2,500" }).check();
    await form.getByLabel(mpesaGiveCopy.phone).fill("0712 345 678");
    await form.getByLabel(mpesaGiveCopy.email).fill("wanjiku@example.co.ke");
    await form.getByRole("button", { name: mpesaGiveCopy.submit }).click();
    await page.waitForURL(/\/donate\/status\/[A-Za-z0-9_-]{24}$/);
    await page.getByRole("heading", { name: donationStatusCopy.pending.title }).waitFor();
    await page.getByRole("heading", { name: donationStatusCopy.paid.title }).waitFor({ timeout: 15_000 });
    const push = [...fake.pushes.values()].at(-1)!;
    expect(push).toMatchObject({ amount: 2500, phone: "254712345678" });
    await page.getByText(push.receipt!, { exact: true }).waitFor();
    await page.getByText("KSh 2,500", { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("with JavaScript: a bad phone number is named beside its field and nothing is sent", async () => {
    const { page, context } = await newPage(browser, { baseURL: server.url });
    const before = fake.counts.pushes;
    await page.goto("/donate");
    const form = page.getByRole("form", { name: mpesaGiveCopy.title });
    await form.getByLabel(mpesaGiveCopy.phone).fill("0202 12");
    await form.getByRole("button", { name: mpesaGiveCopy.submit }).click();
    await form.getByText(DONATION_FIELD_MESSAGES.phone).waitFor();
    expect(await form.getByLabel(mpesaGiveCopy.phone).getAttribute("aria-invalid")).toBe("true");
    expect(fake.counts.pushes).toBe(before);
    await context.close();
  });

  it("without JavaScript: the form posts, the status page refreshes itself and says the donor cancelled", async () => {
    const { page, context } = await newPage(browser, { baseURL: server.url, viewport: PHONE, javaScript: false });
    await page.goto("/donate");
    const form = page.getByRole("form", { name: mpesaGiveCopy.title });
    await form.getByLabel(mpesaGiveCopy.otherAmount).fill("750");
    // The fake Daraja answers numbers ending 1032 as "cancelled by the user".
    await form.getByLabel(mpesaGiveCopy.phone).fill("+254 711 221 032");
    await form.getByRole("button", { name: mpesaGiveCopy.submit }).click();
    await page.waitForURL(/\/donate\/status\//);
    await page.getByRole("heading", { name: donationStatusCopy.pending.title }).waitFor();
    await page.getByRole("heading", { name: donationStatusCopy.cancelled.title }).waitFor({ timeout: 15_000 });
    await page.getByRole("link", { name: donationStatusCopy.tryAgain }).waitFor();
    expect([...fake.pushes.values()].at(-1)).toMatchObject({ amount: 750, phone: "254711221032" });
    await context.close();
  });

  it("without JavaScript: invalid input comes back as 400 with the form, what was typed and a message per field", async () => {
    const { page, context } = await newPage(browser, { baseURL: server.url, javaScript: false });
    await page.goto("/donate");
    const form = page.getByRole("form", { name: mpesaGiveCopy.title });
    await form.getByLabel(mpesaGiveCopy.otherAmount).fill("300000");
    await form.getByLabel(mpesaGiveCopy.phone).fill("0712345678");
    const answer = page.waitForResponse((res) => res.request().method() === "POST");
    await form.getByRole("button", { name: mpesaGiveCopy.submit }).click();
    expect((await answer).status()).toBe(400);
    const again = page.getByRole("form", { name: mpesaGiveCopy.title });
    await again.getByText(DONATION_FIELD_MESSAGES.amount).waitFor();
    expect(await again.getByLabel(mpesaGiveCopy.phone).inputValue()).toBe("0712345678");
    await context.close();
  });

  it("without JavaScript: a preset card leads to the form with its amount chosen", async () => {
    const { page, context } = await newPage(browser, { baseURL: server.url, viewport: PHONE, javaScript: false });
    await page.goto("/donate");
    await page.getByRole("link", { name: "Give KSh 5,000: Support Youth Program for 1 Month" }).click();
    await page.waitForURL(/\/donate\?amount=5000#mpesa$/);
    const form = page.getByRole("form", { name: mpesaGiveCopy.title });
    expect(await form.getByRole("radio", { name: "KSh 5,000" }).isChecked()).toBe(true);
    // An amount the form has no button for is written into the other-amount field.
    await page.goto("/donate");
    await page.getByRole("link", { name: "Give KSh 10,000: Fund Community Impact Assessment" }).click();
    await page.waitForURL(/\/donate\?amount=10000#mpesa$/);
    expect(await form.getByLabel(mpesaGiveCopy.otherAmount).inputValue()).toBe("10000");
    expect(await form.getByRole("radio", { checked: true }).count()).toBe(0);
    await context.close();
  });

  it("answers 404 for a status page with an unknown reference", async () => {
    const res = await fetch(`${server.url}/donate/status/no-such-reference`);
    expect(res.status).toBe(404);
  });

  it("shows the finance screen to an Administrator with the gifts, their totals and history", async () => {
    const { page, errors, context } = await newPage(browser, { baseURL: server.url });
    await signIn(page);
    await page.getByRole("link", { name: "Donations" }).click();
    await page.getByRole("heading", { name: "Donations", level: 2 }).waitFor();
    const paidRow = page.getByRole("row").filter({ hasText: "254712345678" });
    await paidRow.getByText("Paid", { exact: true }).waitFor();
    await paidRow.getByRole("button", { name: "History" }).click();
    await page.getByText("What M-Pesa sent").first().waitFor();
    await page.getByLabel("State").selectOption("cancelled");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByRole("row").filter({ hasText: "Cancelled" }).first().waitFor();
    expect(await page.getByRole("row").filter({ hasText: "254712345678" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
