import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterAdminCopy as copy } from "../../app/content/admin-newsletter.ts";
import { newsletterArchive as archive } from "../../app/content/newsletter-archive.ts";
import { newsletterArchive as swArchive } from "../../app/content/sw/newsletter-archive.ts";
import { launchBrowser } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { startSmtp, type TestSmtp } from "../support/smtp.ts";
import { apiToken, openAdminSection, signedInPage } from "./admin-support.ts";

let server: RunningServer;
let browser: Browser;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ SMTP_URL: smtp.url, NEWSLETTER_PER_MINUTE: "0" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

const SUBJECT = "Uraia news, July";

describe("the newsletter from the admin to the archive", () => {
  it("composes, previews, tests and sends an issue; the archive and its feed show it", async () => {
    const token = await apiToken(server.url);
    const imported = await fetch(`${server.url}/api/subscribers/import`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "text/csv" },
      body: "email,language,consented_at\nwanjiru@example.org,en,2025-05-01\n",
    });
    expect(await imported.json()).toEqual({ added: 1, skipped: 0, errors: [] });

    const { page, context } = await signedInPage(browser, server.url);
    await openAdminSection(page, copy.title);
    await page.getByLabel(copy.subject).fill(SUBJECT);
    await page.getByLabel(copy.opening).fill("Words to change.");
    await page.getByRole("group", { name: copy.news }).getByRole("checkbox").first().check();
    await page.getByRole("button", { name: copy.create }).click();
    await page.getByText(copy.created).waitFor();

    await page.getByRole("button", { name: new RegExp(SUBJECT) }).click();
    // The draft is edited in the same form; the mail below carries the new words.
    await page.getByRole("button", { name: copy.edit }).click();
    const editor = page.locator("form", { has: page.getByRole("heading", { name: copy.editing(SUBJECT) }) });
    expect(await editor.getByLabel(copy.opening).inputValue()).toBe("Words to change.");
    await editor.getByLabel(copy.opening).fill("Habari! Our month in brief.");
    await editor.getByRole("button", { name: copy.save }).click();
    await editor.getByText(copy.saved).waitFor();
    await editor.getByRole("button", { name: copy.closeEdit }).click();
    await page.getByRole("button", { name: copy.desktop }).click();
    expect(await page.getByRole("button", { name: copy.desktop }).getAttribute("aria-pressed")).toBe("true");
    await page.locator(`iframe[title="${copy.previewTitle(SUBJECT)}"]`).waitFor();
    await page.getByLabel(copy.testEmail).fill("editor@uraia.test");
    await page.getByRole("button", { name: copy.test }).click();
    await page.getByText(copy.tested).waitFor();
    await smtp.waitForMail((m) => m.subject === `[TEST] ${SUBJECT}`, 15_000);

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: copy.sendNow }).click();
    await page.getByText(copy.sending).waitFor();
    const mail = await smtp.waitForMail((m) => m.subject === SUBJECT, 20_000);
    expect(mail.text).toContain("Habari! Our month in brief.");
    await expect
      .poll(
        async () =>
          ((await (await fetch(`${server.url}/api/newsletter/archive`)).json()) as { items: unknown[] }).items.length,
        {
          timeout: 20_000,
        },
      )
      .toBe(1);

    await page.goto("/newsletter/archive");
    await page.getByRole("heading", { name: archive.title }).waitFor();
    await page.getByRole("link", { name: SUBJECT }).click();
    await page.getByRole("heading", { name: SUBJECT }).waitFor();
    await page.getByText("Habari! Our month in brief.").waitFor();
    await page.getByRole("link", { name: archive.back }).waitFor();
    expect(await page.content()).not.toContain("unsubscribe?token=");

    await page.goto("/sw/newsletter/archive");
    await page.getByRole("heading", { name: swArchive.title }).waitFor();
    await page.getByText(swArchive.empty).waitFor();
    await page.goto("/newsletter");
    await page.getByRole("main").getByRole("link", { name: "See past issues" }).waitFor();
    await context.close();

    const feed = await (await fetch(`${server.url}/newsletter/archive/feed.xml`)).text();
    expect(feed).toContain(`<title>${SUBJECT}</title>`);
  });
});
