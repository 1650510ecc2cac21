import fs from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountsCopy } from "../../app/content/admin-accounts.ts";
import { inboxCopy } from "../../app/content/admin-inbox.ts";
import { registerPage } from "../../app/content/register.ts";
import { seriousViolations } from "../support/axe.ts";
import { LAPTOP, launchBrowser, newPage, PHONE } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { startSmtp, type TestSmtp } from "../support/smtp.ts";
import { signedInPage } from "./admin-support.ts";
import { staffApi } from "./content-api.ts";
import { storedMessages } from "./forms-support.ts";

let browser: Browser;
const d = inboxCopy.detail;

/** A visitor's form post without JavaScript: its page's stamp, sent at once (speed alone is never spam). */
async function post(url: string, fields: Record<string, string>, stamped = true) {
  const { form_stamp } = (await (await fetch(`${url}/api/forms/challenge`)).json()) as { form_stamp: string };
  const form = new FormData();
  for (const [k, v] of Object.entries({ consent: "on", ...(stamped && { form_stamp }), ...fields })) form.set(k, v);
  const res = await fetch(`${url}/api/messages`, { method: "POST", body: form });
  expect(res.status).toBe(201);
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the inbox as a workplace, with a mail server", () => {
  let server: RunningServer;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({
      SMTP_URL: smtp.url,
      MAIL_FROM: "Uraia <hello@uraia.test>",
      STAFF_EMAIL: "inbox@uraia.test",
    });
    const register = { kind: "registration", reference: "Budget forum", phone: "0722 333 444", county: "Kajiado" };
    await post(server.url, { ...register, people: "2", name: "Mwende Musyoka", email: "mwende@example.org" });
    await post(server.url, { ...register, people: "1", name: "=cmd|' /C calc'!A0", email: "robot@example.org" });
    await post(server.url, {
      name: "Otieno Ouma",
      email: "otieno@example.org",
      phone: "0711 222 333",
      subject: "Civic clubs in Isinya schools",
      message: "Could you visit our school?",
    });
    // No stamp at all: a robot's signature, kept in Spam.
    await post(
      server.url,
      { name: "Wanjiru", email: "wanjiru@example.org", subject: "Please call me", message: "Hi" },
      false,
    );
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  it("rescues a message from Spam in one click (it stays New, the notice goes out), replies, notes and exports", async () => {
    const { page, errors, context } = await signedInPage(browser, server.url, LAPTOP);
    const figure = page.getByText(inboxCopy.spamFigure).locator("xpath=..");
    await expect.poll(() => figure.textContent()).toBe(`${inboxCopy.spamFigure}1`);
    const nav = page.getByRole("navigation", { name: "Admin sections" });
    await nav.getByRole("link", { name: "Inbox 3 unread 1 in Spam" }).waitFor();

    await page.goto("/admin/inbox");
    await page.getByText(inboxCopy.spamWaiting(1)).waitFor();
    await page.getByRole("button", { name: inboxCopy.openSpam }).click();
    await page.getByRole("button", { name: /Please call me/ }).click();
    const detail = page.getByRole("article");
    await detail.getByRole("button", { name: d.notSpam }).click();
    await page.getByText("Moved to New.").waitFor();
    await smtp.waitForMail((m) => m.subject === "Message: Please call me");
    await nav.getByRole("link", { name: "Inbox 4 unread", exact: true }).waitFor();
    await detail.getByRole("button", { name: d.markRead }).waitFor();
    await detail.getByRole("button", { name: `← ${d.back}` }).click();
    await page.getByText(inboxCopy.empty).waitFor(); // the Spam folder is empty now
    await page.getByLabel(inboxCopy.folderLabel).selectOption("inbox");
    await page.getByRole("button", { name: /Please call me/ }).waitFor();
    expect((await storedMessages(server.url)).find((m) => m.subject === "Please call me")?.status).toBe("new");

    await page.getByRole("button", { name: /Civic clubs in Isinya schools/ }).click();
    await detail.getByRole("heading", { name: "Civic clubs in Isinya schools" }).waitFor();
    expect(await detail.getByRole("link", { name: "+254 711 222 333" }).getAttribute("href")).toBe("tel:+254711222333");
    expect(await detail.getByRole("link", { name: d.whatsapp }).getAttribute("href")).toBe(
      "https://wa.me/254711222333",
    );
    await detail.getByText(d.replies.empty).waitFor();
    await detail.getByLabel(d.replies.label).fill("Yes, we can visit on Friday at 10.");
    await detail.getByRole("button", { name: d.replies.submit }).click();
    await detail.getByText(d.replies.done).waitFor();
    await detail.getByText("Yes, we can visit on Friday at 10.").waitFor();
    await detail
      .getByText(/^Sent by admin@uraia\.test|^Sent by /)
      .first()
      .waitFor();
    const reply = await smtp.waitForMail((m) => m.subject === "Re: Civic clubs in Isinya schools");
    expect(reply.to && "text" in reply.to ? reply.to.text : "").toBe("otieno@example.org");
    expect(reply.inReplyTo).toMatch(/^<message-\d+@127\.0\.0\.1>$/);
    expect(reply.text).toContain("> Could you visit our school?");

    await detail.getByLabel(d.notes.label).fill("Head teacher prefers mornings.");
    await detail.getByRole("button", { name: d.notes.submit }).click();
    await detail.getByText(d.notes.done).waitFor();
    await detail.getByRole("region", { name: d.notes.title }).getByText("Head teacher prefers mornings.").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // "Mark as new" on the open message sticks (it was marked read once, when it opened).
    await detail.getByRole("button", { name: d.markNew }).click();
    await page.getByText("Moved to New.").waitFor();
    await detail.getByRole("button", { name: d.markRead }).waitFor();

    await detail.getByRole("button", { name: `← ${d.back}` }).click();
    await page.getByRole("button", { name: /Civic clubs in Isinya schools/ }).waitFor();
    expect((await storedMessages(server.url)).find((m) => m.subject.startsWith("Civic clubs"))?.status).toBe("new");
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: inboxCopy.exportGroup("Budget forum") }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^budget-forum-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync((await csv.path()) ?? "", "utf8");
    expect(text).toContain("Mwende Musyoka,mwende@example.org");
    expect(text).toContain(",'=cmd|' /C calc'!A0,robot@example.org,");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("an event with places", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("closes registration once its places are taken, with and without JavaScript", async () => {
    const title = "Youth budget forum, Kajiado";
    const api = await staffApi(server.url);
    await api.call("POST", "/api/events", {
      kind: "dialogue",
      title,
      starts_at: "2027-03-10T14:00",
      registration_open: true,
      capacity: 3,
      published_at: "2026-01-01T09:00:00.000Z",
    });
    const full = `Registration for “${title}” is closed: every place has been taken.`;
    const path = `/register?${new URLSearchParams({ reference: title })}`;
    const r = registerPage.fields;
    const fill = async (page: import("playwright-core").Page, name: string, people: string) => {
      const main = page.getByRole("main");
      await main.getByLabel(r.name.label).fill(name);
      await main.getByLabel(r.phone.label).fill("0711 000 222");
      await main.getByLabel(r.email.label).fill("kiprono@example.org");
      await main.getByLabel(r.county.label).selectOption("Kajiado");
      await main.getByLabel(r.people.label).fill(people);
      await main.getByLabel(/I agree that Uraia may keep these details/).check();
    };
    // Someone opens the form with JavaScript while places are still free…
    const early = await newPage(browser, { baseURL: server.url, viewport: PHONE });
    await early.page.goto(path);
    await fill(early.page, "Achieng Otieno", "1");

    // …and meanwhile, without JavaScript, a club takes all three places.
    const { page, context } = await newPage(browser, { baseURL: server.url, viewport: PHONE, javaScript: false });
    await page.goto(path);
    await fill(page, "Kiprono Sang", "4");
    await page.getByRole("button", { name: registerPage.submit, exact: true }).click();
    await page.getByText(`Only 3 places are left for “${title}”. Please register at most 3 people.`).first().waitFor();
    await page.getByRole("main").getByLabel(r.people.label).fill("3");
    await page
      .getByRole("main")
      .getByLabel(/I agree that Uraia may keep these details/)
      .check();
    await page.getByRole("button", { name: registerPage.submit, exact: true }).click();
    await page.getByRole("heading", { name: registerPage.sentTitle }).waitFor();
    await page.goto(path);
    await page.getByText(full).waitFor();
    expect(await page.getByRole("button", { name: registerPage.submit, exact: true }).count()).toBe(0);
    await context.close();

    await early.page.getByRole("button", { name: registerPage.submit, exact: true }).click();
    await early.page.getByText(full).waitFor();
    // The browser logs the refused request itself; nothing else went wrong.
    expect(early.errors).toEqual([
      "console: Failed to load resource: the server responded with a status of 409 (Conflict)",
    ]);
    await early.context.close();
  });
});

describe("colleagues without a mail server", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("shows an invitation's one-time link once, with a copy button, and the link works", async () => {
    const { page, errors, context } = await signedInPage(browser, server.url, LAPTOP);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    await page.goto("/admin/users");
    const copy = accountsCopy.users;
    const invite = page.getByRole("form", { name: copy.inviteTitle });
    await invite.getByLabel("Name").fill("Achieng Otieno");
    await invite.getByLabel("Email").fill("achieng@uraia.test");
    await invite.getByRole("button", { name: copy.invite }).click();
    await invite.getByText(copy.invitedWithLink("achieng@uraia.test")).waitFor();
    await invite.getByText(copy.oneTimeLink.intro).waitFor();
    const link = await invite.getByLabel(copy.oneTimeLink.label).inputValue();
    expect(link).toMatch(new RegExp(`^${server.url}/admin/accept-invitation\\?token=`));
    await invite.getByRole("button", { name: copy.oneTimeLink.copy }).click();
    await invite.getByText(copy.oneTimeLink.copied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect(await seriousViolations(page)).toEqual([]);
    // Shown once: after a reload it is gone.
    await page.reload();
    await page.getByRole("form", { name: copy.inviteTitle }).waitFor();
    expect(await page.getByLabel(copy.oneTimeLink.label).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();

    const visitor = await browser.newContext({ baseURL: server.url });
    const welcome = await visitor.newPage();
    await welcome.goto(link);
    await welcome.getByRole("heading", { name: "Welcome to Uraia Admin" }).waitFor();
    await visitor.close();
  });
});
