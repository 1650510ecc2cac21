import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totpCode } from "../../server/auth/totp.ts";
import { seriousViolations } from "../support/axe.ts";
import { LAPTOP, launchBrowser, newPage, PHONE, screenshot } from "../support/browser.ts";
import { type RunningServer, startServer, TEST_ADMIN } from "../support/server.ts";
import { startSmtp, type TestSmtp } from "../support/smtp.ts";
import { invitedAccount, linkFromMail, signInAs } from "./accounts-support.ts";
import { apiToken, createNewsForm, newsRow, signedInPage, TOKEN_KEY } from "./admin-support.ts";

let server: RunningServer;
let browser: Browser;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ SMTP_URL: smtp.url, MAIL_FROM: "Uraia <hello@uraia.test>" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

describe("staff accounts in the admin", () => {
  it("invite → set a password → enrol in two-factor → sign out → sign in with a code", async () => {
    const admin = await signedInPage(browser, server.url);
    await admin.page.getByRole("navigation").getByRole("link", { name: "Users" }).click();
    await admin.page.getByRole("heading", { name: "Users", level: 2 }).waitFor();
    const invite = admin.page.getByRole("form", { name: "Invite a colleague" });
    await invite.getByLabel("Name").fill("Achieng Otieno");
    await invite.getByLabel("Email").fill("achieng@uraia.test");
    await invite.getByLabel("Role").selectOption("editor");
    const before = smtp.messages.length;
    await invite.getByRole("button", { name: "Send invitation" }).click();
    await invite.getByText("Invitation sent to achieng@uraia.test.").waitFor();
    const row = admin.page.getByRole("row").filter({ hasText: "achieng@uraia.test" });
    await row.getByText("Invited").filter({ visible: true }).waitFor();
    expect(await seriousViolations(admin.page)).toEqual([]);
    for (const [name, viewport] of [
      ["phone", PHONE],
      ["laptop", LAPTOP],
    ] as const) {
      await admin.page.setViewportSize(viewport);
      await screenshot(admin.page, `admin-users-${name}`);
    }
    await admin.context.close();

    const link = await linkFromMail(smtp, "achieng@uraia.test", "You're invited to the Uraia staff admin", before);
    const { page, context } = await newPage(browser, { baseURL: server.url });
    await page.goto(link);
    await page.getByRole("heading", { name: "Welcome to Uraia Admin" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel("New password").fill("Password1234");
    await page.getByRole("button", { name: "Set password and continue" }).click();
    await page.getByText(/^This password is too easy to guess\./).waitFor();
    await page.getByLabel("New password").fill("marula-lantern-orchard-62");
    await page.getByRole("button", { name: "Set password and continue" }).click();
    await page.waitForURL("**/admin/account");
    await page.getByRole("heading", { name: "Your account", level: 2 }).waitFor();

    await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    await page.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
    const key = ((await page.locator("dd").first().textContent()) ?? "").replace(/\s+/g, "");
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    expect(await seriousViolations(page)).toEqual([]);
    for (const [name, viewport] of [
      ["phone", PHONE],
      ["laptop", LAPTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await screenshot(page, `admin-account-totp-${name}`);
    }
    await page.getByLabel("Code from your app").fill(await totpCode(key, new Date()));
    await page.getByRole("button", { name: "Turn on" }).click();
    const codes = page.getByRole("region", { name: "Your recovery codes" });
    await codes.waitFor();
    expect(await codes.getByRole("listitem").count()).toBe(10);
    await screenshot(page, "admin-account-recovery-codes-laptop");
    await codes.getByRole("button", { name: "I've saved them" }).click();
    await page.getByText("Two-factor sign-in is on. You have 10 unused recovery codes.").waitFor();

    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL("**/admin/login");
    await signInAs(page, "achieng@uraia.test", "marula-lantern-orchard-62");
    const code = page.getByLabel("Authentication code");
    await code.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-login-code-laptop");
    await code.fill("000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await page
      .getByRole("alert")
      .filter({
        hasText: "That code is not right. Enter the newest code from your authenticator app, or a recovery code.",
      })
      .waitFor();
    // The enrolment used this 30-second step's code; the next step's is accepted too (clocks drift).
    await code.fill(await totpCode(key, new Date(Date.now() + 30_000)));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL("**/admin");
    await page.getByRole("heading", { name: "Dashboard", level: 2 }).waitFor();
    await context.close();
  });

  it("an Author writes drafts but can't publish or delete", async () => {
    const adminToken = await apiToken(server.url);
    const person = {
      email: "kiptoo@uraia.test",
      name: "Kiptoo Rono",
      role: "author" as const,
      password: "acacia-drumbeat-window-18",
    };
    await invitedAccount(server.url, smtp, adminToken, person);
    const { page, context, errors } = await newPage(browser, { baseURL: server.url });
    await signInAs(page, person.email, person.password);
    await page.waitForURL("**/admin");
    const nav = page.getByRole("navigation");
    await nav.getByRole("link", { name: "News", exact: true }).waitFor();
    for (const hidden of ["Publications", "Settings", "Users", "Audit log"]) {
      expect(await nav.getByRole("link", { name: hidden, exact: true }).count()).toBe(0);
    }
    const form = createNewsForm(page);
    expect(await form.getByRole("radio").count()).toBe(0);
    await form.getByText("Saved as a draft. An Editor or an Administrator publishes it.").waitFor();
    await form.getByLabel("Title").fill("Civic education week in Kisumu");
    await form.getByRole("button", { name: "Create News" }).click();
    await form.getByRole("status").waitFor();
    const row = newsRow(page, "Civic education week in Kisumu");
    await row.getByText("Draft").waitFor();
    await row.getByRole("button", { name: /^Edit / }).waitFor();
    // Only their own drafts can be edited; nothing can be deleted.
    expect(await page.getByRole("button", { name: /^Edit / }).count()).toBe(1);
    expect(await page.getByRole("button", { name: /^Delete / }).count()).toBe(0);
    // The server holds the line too, whatever the browser sends.
    const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
    const publish = await fetch(`${server.url}/api/news`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: "Straight to the front page", published_at: new Date().toISOString() }),
    });
    expect(publish.status).toBe(403);
    expect(await publish.json()).toEqual({
      error: "Authors can save news only as drafts. An Editor or Administrator publishes it.",
    });
    expect(errors).toEqual([]);
    await screenshot(page, "admin-author-news-laptop");
    // A screen outside the role, typed in: one sentence and a link back, checked before it renders (no form).
    await page.goto("/admin/users");
    const main = page.getByRole("main");
    await main.getByRole("status").filter({ hasText: "Your role does not include this screen." }).waitFor();
    await main.getByRole("link", { name: "Back to the dashboard" }).waitFor();
    expect(await main.getByRole("textbox").count()).toBe(0);
    expect(await main.getByRole("button").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("forgot password → reset by email → old sessions gone", async () => {
    const adminToken = await apiToken(server.url);
    const person = {
      email: "zawadi@uraia.test",
      name: "Zawadi Njeri",
      role: "editor" as const,
      password: "tamarind-canoe-signal-27",
    };
    await invitedAccount(server.url, smtp, adminToken, person);
    const old = await newPage(browser, { baseURL: server.url });
    await signInAs(old.page, person.email, person.password);
    await old.page.waitForURL("**/admin");
    const oldToken = await old.page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);

    const { page, context } = await newPage(browser, { baseURL: server.url, viewport: PHONE });
    await page.goto("/admin/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.getByRole("heading", { name: "Reset your password" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel("Email").fill(person.email);
    const before = smtp.messages.length;
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page
      .getByText("If that email belongs to a staff account, a reset link is on its way. It works once and for 1 hour.")
      .waitFor();
    await screenshot(page, "admin-forgot-password-phone");
    const link = await linkFromMail(smtp, person.email, "Reset your Uraia staff password", before);
    await page.goto(link);
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-reset-password-phone");
    await page.getByLabel("New password").fill("mangrove-harbour-bicycle-85");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.waitForURL("**/admin/login");
    await page.getByText("Your new password is set. Sign in with it now.").waitFor();
    await signInAs(page, person.email, "mangrove-harbour-bicycle-85");
    await page.waitForURL("**/admin");
    await context.close();

    // The session from before the reset is over, on the server and in its browser.
    const me = await fetch(`${server.url}/api/me`, { headers: { Authorization: `Bearer ${oldToken}` } });
    expect(me.status).toBe(401);
    await old.page.getByRole("navigation").getByRole("link", { name: "Your account" }).click();
    await old.page.reload();
    await old.page.waitForURL("**/admin/login");
    await old.page.getByText("Your session has ended").waitFor();
    await old.context.close();
  });

  it("asks for the password again before a sensitive change when it was entered over 10 minutes ago", async () => {
    const adminToken = await apiToken(server.url);
    const person = {
      email: "otieno@uraia.test",
      name: "Otieno Were",
      role: "editor" as const,
      password: "papyrus-lagoon-marble-44",
    };
    await invitedAccount(server.url, smtp, adminToken, person);
    const { page, context } = await signedInPage(browser, server.url);
    // Age this session's password entry (the server's own clock can't be moved in a browser test).
    const db = new DatabaseSync(path.join(server.dataDir, "uraia.sqlite"), { timeout: 5000 });
    db.prepare("UPDATE sessions SET password_verified_at = ?").run(new Date(Date.now() - 3_600_000).toISOString());
    db.close();
    await page.getByRole("navigation").getByRole("link", { name: "Users" }).click();
    const row = page.getByRole("row").filter({ hasText: person.email });
    await row
      .getByRole("button", { name: `Deactivate ${person.name}` })
      .filter({ visible: true })
      .click();
    await page
      .getByRole("dialog", { name: "Deactivate this account?" })
      .getByRole("button", { name: "Deactivate" })
      .click();
    const ask = page.getByRole("dialog", { name: "Confirm it's you" });
    await ask.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await ask.getByLabel("Password").fill("not-my-password-9");
    await ask.getByRole("button", { name: "Continue" }).click();
    await ask.getByRole("alert").filter({ hasText: "That password is not right." }).waitFor();
    await ask.getByLabel("Password").fill(TEST_ADMIN.password);
    await ask.getByRole("button", { name: "Continue" }).click();
    await ask.waitFor({ state: "hidden" });
    await row.getByText("Deactivated").filter({ visible: true }).waitFor();
    await context.close();
  });

  it("shows the audit log to an Administrator, filtered and paged", async () => {
    await fetch(`${server.url}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "nobody@uraia.test", password: "a-wrong-guess-123" }),
    });
    const { page, context } = await signedInPage(browser, server.url);
    await page.getByRole("navigation").getByRole("link", { name: "Audit log" }).click();
    await page.getByRole("heading", { name: "Audit log", level: 2 }).waitFor();
    await page.getByRole("cell", { name: "users.invite" }).first().waitFor();
    await page.getByLabel("Area").selectOption("sign-in");
    await page.getByRole("button", { name: "Filter" }).click();
    // The filtered page replaces the unfiltered one: no invitation left, sign-in failures still there.
    await page.getByRole("cell", { name: "users.invite" }).first().waitFor({ state: "detached" });
    await page.getByRole("cell", { name: "sign-in.failure" }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    for (const [name, viewport] of [
      ["phone", PHONE],
      ["laptop", LAPTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await screenshot(page, `admin-audit-${name}`);
    }
    await context.close();
  });
});
