import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smsAdminCopy } from "../../app/content/admin-sms.ts";
import { smsSignup } from "../../app/content/sw/sms-signup.ts";
import { FAKE_AT_ACCOUNT, fakeAtEnv } from "../../server/sms/fake-at/dev-credentials.ts";
import { type FakeAt, startFakeAt } from "../../server/sms/fake-at/fake-at.ts";
import { SMS_COPY } from "../../shared/sms-copy.ts";
import { scrollThrough, seriousViolations } from "../support/axe.ts";
import { launchBrowser, newPage, PHONE } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { signIn } from "./admin-support.ts";

let server: RunningServer;
let fake: FakeAt;
let browser: Browser;

beforeAll(async () => {
  fake = await startFakeAt({ ...FAKE_AT_ACCOUNT });
  server = await startServer(fakeAtEnv(fake.url));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  return check();
};

describe("SMS", () => {
  it("without JavaScript: a Kiswahili sign-up on /sw/sms gets the confirmation with the stop words", async () => {
    const { page, context } = await newPage(browser, { baseURL: server.url, viewport: PHONE, javaScript: false });
    await page.goto("/sw/sms");
    await page.getByLabel(smsSignup.phone).fill("0712 000 808");
    await page.getByRole("button", { name: smsSignup.button }).click();
    await page.getByText(SMS_COPY.sw.errors.consent).first().waitFor();
    await page.getByLabel(SMS_COPY.sw.consent).check();
    await page.getByRole("button", { name: smsSignup.button }).click();
    await page.getByRole("heading", { name: smsSignup.doneTitle }).waitFor();
    expect(await until(() => fake.sent.some((m) => m.phone === "+254712000808"))).toBe(true);
    expect(fake.sent.find((m) => m.phone === "+254712000808")?.message).toBe(SMS_COPY.sw.confirmation);
    await context.close();
  });

  it("the admin's composer counts characters and parts, and a broadcast is listed with its figures", async () => {
    const { page, errors, context } = await newPage(browser, { baseURL: server.url });
    await signIn(page);
    await page.goto("/sms");
    await scrollThrough(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto("/admin/sms");
    const en = page.getByLabel(smsAdminCopy.compose.en);
    await en.fill("Budget hearing on Friday.");
    const stop = " Send STOP/ONDOKA to stop.".length;
    await page.getByText(smsAdminCopy.compose.counter(25 + stop, 1, "GSM-7")).waitFor();
    await page.getByLabel(smsAdminCopy.compose.sw).fill("Kikao cha bajeti ni Ijumaa – karibuni.");
    await page.getByText(smsAdminCopy.compose.counter(38 + " Tuma STOP/ONDOKA kuacha.".length, 1, "UCS-2")).waitFor();
    await page.getByText(smsAdminCopy.compose.estimate(1, "0.80")).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: smsAdminCopy.compose.send }).click();
    await page.getByText(smsAdminCopy.compose.queued).waitFor();
    await page.getByRole("cell", { name: /Budget hearing on Friday\./ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
