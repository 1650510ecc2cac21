import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterPages } from "../../app/content/newsletter-pages.ts";
import { seriousViolations } from "../support/axe.ts";
import { launchBrowser, newPage, PHONE, screenshot } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { startSmtp, type TestSmtp } from "../support/smtp.ts";
import { apiToken } from "./admin-support.ts";
import { linkFrom } from "./forms-support.ts";

let server: RunningServer;
let browser: Browser;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ SMTP_URL: smtp.url });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

const mailTo = (email: string) =>
  smtp.waitForMail((m) => Boolean(m.to && "text" in m.to && m.to.text === email), 15_000);

async function subscriberStatus(email: string) {
  const token = await apiToken(server.url);
  const res = await fetch(`${server.url}/api/subscribers`, { headers: { Authorization: `Bearer ${token}` } });
  const { items } = (await res.json()) as { items: Array<{ email: string; status: string }> };
  return items.find((s) => s.email === email)?.status;
}

const { confirm, unsubscribe, toast, signup } = newsletterPages;

describe("newsletter with double opt-in", () => {
  it("with JavaScript: the news page box, the confirmation mail, confirm with one button, unsubscribe", async () => {
    const email = "amina.news@example.org";
    const { page, errors, context } = await newPage(browser, { baseURL: server.url, viewport: PHONE });
    await page.goto("/news");
    const box = page.getByRole("main").getByRole("region", { name: "Never miss an update" });
    await box.getByLabel("Email address").fill(email);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await page.getByText(toast.title).waitFor();
    await page.getByText(toast.body).waitFor();
    expect(await box.getByLabel("Email address").inputValue()).toBe("");

    const mail = await mailTo(email);
    expect(mail.subject).toBe("Please confirm your Uraia newsletter subscription");
    const confirmLink = linkFrom(mail.text, `${server.url}/newsletter/confirm?token=`);
    const unsubscribeLink = linkFrom(mail.text, `${server.url}/newsletter/unsubscribe?token=`);
    expect((mail.headers.get("list") as { unsubscribe?: { url?: string } }).unsubscribe?.url).toBe(unsubscribeLink);

    // Opening the link (as a mail scanner would) changes nothing.
    await page.goto(confirmLink);
    expect(await subscriberStatus(email)).toBe("pending");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "newsletter-confirm-390");
    await page.getByRole("button", { name: confirm.button }).click();
    await page.getByText(confirm.confirmed).waitFor();
    expect(await subscriberStatus(email)).toBe("confirmed");
    // The link works once.
    await page.goto(confirmLink);
    await page.getByText(confirm.already).waitFor();

    await page.goto(unsubscribeLink);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: unsubscribe.button }).click();
    await page.getByText(unsubscribe.done).waitFor();
    expect(await subscriberStatus(email)).toBe("unsubscribed");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("without JavaScript: the footer box posts to /newsletter; confirm and unsubscribe are plain forms", async () => {
    const email = "otieno.footer@example.org";
    const { page, context } = await newPage(browser, { baseURL: server.url, javaScript: false });
    await page.goto("/about");
    const footer = page.getByRole("form", { name: "Newsletter" });
    await footer.getByLabel("Email address").fill("not-an-email");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await page.waitForURL("**/newsletter");
    await page.getByText("Please enter a valid email address, like name@example.com.").waitFor();
    await page.getByRole("main").getByLabel("Email address").fill(email);
    await page.getByRole("main").getByRole("button", { name: "Subscribe" }).click();
    await page.getByRole("heading", { name: signup.checkTitle }).waitFor();
    await page.getByText(signup.checkBody).waitFor();
    await screenshot(page, "newsletter-check-nojs-1366");

    const mail = await mailTo(email);
    await page.goto(linkFrom(mail.text, `${server.url}/newsletter/confirm?token=`));
    await page.getByRole("button", { name: confirm.button }).click();
    await page.getByText(confirm.confirmed).waitFor();
    expect(await subscriberStatus(email)).toBe("confirmed");

    // A mail app's one-click unsubscribe (RFC 8058): a POST to the List-Unsubscribe address.
    const oneClick = linkFrom(mail.text, `${server.url}/newsletter/unsubscribe?token=`);
    const res = await fetch(oneClick, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(await subscriberStatus(email)).toBe("unsubscribed");
    await page.goto(oneClick);
    await page.getByText(unsubscribe.already).waitFor();
    await context.close();
  });

  it("a tampered link is refused and offers to sign up again; the sign-up page passes axe", async () => {
    const { page, context } = await newPage(browser, { baseURL: server.url });
    await page.goto("/newsletter");
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto("/newsletter/confirm?token=1.2.abcdefghijkl.forged");
    await page.getByText(confirm.invalid).waitFor();
    await page.getByRole("main").getByRole("button", { name: "Subscribe" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
