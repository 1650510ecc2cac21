import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inboxCopy, subscribersCopy } from "../../app/content/admin-inbox.ts";
import { seriousViolations } from "../support/axe.ts";
import { LAPTOP, launchBrowser, PHONE, screenshot } from "../support/browser.ts";
import { cvPdf } from "../support/form-proof.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { signedInPage } from "./admin-support.ts";
import { storedMessages } from "./forms-support.ts";

let server: RunningServer;
let browser: Browser;

/** Messages as visitors' forms send them (a stamp each, then a few seconds), without SMTP configured. */
async function seed() {
  const challenge = async () =>
    ((await (await fetch(`${server.url}/api/forms/challenge`)).json()) as { form_stamp: string }).form_stamp;
  // A stamp counts once: each visitor's form has its own.
  const stamps = await Promise.all([challenge(), challenge(), challenge(), challenge()]);
  await new Promise((r) => setTimeout(r, 3200));
  const post = (fields: Record<string, string>, file?: Uint8Array) => {
    const form = new FormData();
    const form_stamp = stamps.pop() ?? "";
    for (const [k, v] of Object.entries({ consent: "on", form_stamp, ...fields })) form.set(k, v);
    if (file) form.set("attachment", new File([file as Uint8Array<ArrayBuffer>], "Kiprono CV.pdf"));
    return fetch(`${server.url}/api/messages`, { method: "POST", body: form });
  };
  const apply = {
    kind: "volunteer",
    reference: "Community Mobiliser",
    phone: "0711 222 333",
    message: "I can mobilise my ward.",
  };
  expect((await post({ ...apply, name: "Kiprono Sang", email: "kiprono@example.org" }, await cvPdf())).status).toBe(
    201,
  );
  expect((await post({ ...apply, name: "Achieng Odhiambo", email: "achieng@example.org" })).status).toBe(201);
  const register = {
    kind: "registration",
    reference: "Budget hearing preparation forum",
    phone: "0722 333 444",
    county: "Kajiado",
    people: "3",
  };
  expect((await post({ ...register, name: "Mwende Musyoka", email: "mwende@example.org" })).status).toBe(201);
  const general = { subject: "Civic clubs in Isinya schools", message: "Could you visit our school?" };
  expect((await post({ ...general, name: "Otieno Ouma", email: "otieno@example.org" })).status).toBe(201);
  // A robot that sent no stamp: kept in Spam for review.
  const spam = await fetch(`${server.url}/api/messages`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      name: "Win",
      email: "win@example.org",
      subject: "Cheap followers",
      message: "Buy now",
      consent: true,
    }),
  });
  expect(spam.status).toBe(201);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  await seed();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("staff inbox", () => {
  it("shows unread counts, groups, filters and search; a message can be read, answered, downloaded, handled and deleted", async () => {
    const { page, errors, context } = await signedInPage(browser, server.url, LAPTOP);
    const nav = page.getByRole("navigation", { name: "Admin sections" });
    await nav.getByRole("link", { name: "Inbox 4 unread" }).waitFor();
    await page.getByText(inboxCopy.unreadFigure).waitFor();
    await page.getByRole("heading", { name: inboxCopy.dashboardTitle }).waitFor();

    await nav.getByRole("link", { name: /^Inbox/ }).click();
    await page.waitForURL("**/admin/inbox");
    await page.getByText(inboxCopy.mail.offTitle).waitFor();
    await page.getByText("Showing 1–4 of 4 messages").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "inbox-1366");

    await page.getByRole("button", { name: /Community Mobiliser 2 in all, 2 new/ }).click();
    await page.getByText("Showing 1–2 of 2 messages").waitFor();
    expect(new URL(page.url()).searchParams.get("reference")).toBe("Community Mobiliser");
    await page.getByRole("button", { name: inboxCopy.clear }).click();
    // The cleared list is on screen before the search is typed (on a busy machine the clearing may land after it).
    await page.getByText("Showing 1–4 of 4 messages").waitFor();
    await page.getByLabel(inboxCopy.searchLabel).fill("musyoka");
    await page.getByRole("button", { name: inboxCopy.search, exact: true }).click();
    await page.getByText("Showing 1–1 of 1 message").waitFor();
    await page.getByRole("button", { name: inboxCopy.clear }).click();
    // The cleared list is on screen before the next filter is chosen.
    await page.getByText("Showing 1–4 of 4 messages").waitFor();
    await page.getByLabel(inboxCopy.folderLabel).selectOption("spam");
    await page.getByRole("button", { name: /Cheap followers/ }).waitFor();
    await page.getByLabel(inboxCopy.folderLabel).selectOption("inbox");

    await page.getByRole("button", { name: /Volunteer application: Community Mobiliser Kiprono Sang/ }).click();
    const detail = page.getByRole("article");
    await detail.getByRole("heading", { name: "Volunteer application: Community Mobiliser" }).waitFor();
    await detail.getByText("Read", { exact: true }).waitFor();
    await nav.getByRole("link", { name: "Inbox 3 unread" }).waitFor();
    const reply = await detail.getByRole("link", { name: inboxCopy.detail.reply }).getAttribute("href");
    expect(reply).toMatch(/^mailto:kiprono@example\.org\?subject=Re%3A%20Volunteer%20application/);
    expect(decodeURIComponent(reply ?? "")).toContain("> I can mobilise my ward.");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      detail.getByRole("button", { name: inboxCopy.detail.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Kiprono CV.pdf");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "inbox-message-1366");

    await detail.getByRole("button", { name: inboxCopy.detail.markHandled }).click();
    await page.getByText("Moved to Handled.").waitFor();
    await detail.getByText("Handled", { exact: true }).waitFor();

    await detail.getByRole("button", { name: inboxCopy.detail.delete, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: inboxCopy.detail.deleteTitle });
    await dialog.getByRole("button", { name: inboxCopy.detail.delete }).click();
    await page.getByText(inboxCopy.detail.deleted).waitFor();
    await page.getByText("Showing 1–3 of 3 messages").waitFor();
    expect((await storedMessages(server.url)).map((m) => m.name)).not.toContain("Kiprono Sang");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("fits a phone, and the subscribers screen exports CSV and passes axe", async () => {
    const { page, errors, context } = await signedInPage(browser, server.url, PHONE);
    await page.goto("/admin/inbox");
    await page.getByText(/^Showing 1–/).waitFor();
    await screenshot(page, "inbox-390");
    await page.goto("/admin/subscribers");
    await page.getByRole("heading", { name: subscribersCopy.title }).waitFor();
    await page.getByText(subscribersCopy.empty).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: subscribersCopy.export }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^uraia-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    await screenshot(page, "subscribers-390");
    expect(errors).toEqual([]);
    await context.close();
  });
});
