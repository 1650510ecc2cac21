import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactForm } from "../../app/content/contact.ts";
import { site } from "../../shared/site.ts";
import { LAPTOP, launchBrowser, newPage, PHONE, screenshot } from "../support/browser.ts";
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

const { fields, errors: messages } = contactForm;

describe("contact page", () => {
  it("shows the contact cards, office hours and the 24-hour reply promise", async () => {
    const res = await fetch(`${server.url}/contact`);
    expect(res.status).toBe(200);
    const { page, errors, context } = await newPage(browser, { baseURL: server.url, viewport: PHONE });
    await page.goto("/contact");
    const main = page.getByRole("main");
    await main.getByRole("link", { name: site.phone }).waitFor();
    await main.getByRole("link", { name: site.email }).waitFor();
    await page.getByText(site.address.town, { exact: false }).first().waitFor();
    await page.getByText("Mon-Fri 9:00 AM-5:00 PM EAT").waitFor();
    expect(await page.getByText(/within 24 hours/).count()).toBeGreaterThan(0);
    await page.getByRole("heading", { name: "Follow us" }).waitFor();
    expect(await page.getByRole("main").getByLabel(fields.message.label).getAttribute("rows")).toBe("5");
    await screenshot(page, "contact-390");
    await page.setViewportSize(LAPTOP);
    await screenshot(page, "contact-1366");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows inline errors, then confirms with the toast and clears the form", async () => {
    const { page, errors, context } = await newPage(browser, { baseURL: server.url });
    await page.goto("/contact");
    const send = page.getByRole("button", { name: contactForm.submit });
    await send.click();
    for (const text of [messages.name, messages.emailMissing, messages.subject, messages.message]) {
      await page.getByText(text).waitFor();
    }
    const name = page.getByRole("main").getByLabel(fields.name.label);
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");

    await name.fill("Amina Wanjiku");
    await page.getByRole("main").getByLabel(fields.email.label).fill("amina@example");
    await page.getByRole("main").getByLabel(fields.subject.label).fill("Community dialogue in Isinya");
    await page
      .getByRole("main")
      .getByLabel(fields.message.label)
      .fill("We would like to host a dialogue on the county budget.");
    await send.click();
    await page.getByText(messages.emailInvalid).waitFor();
    expect(await page.getByText("Message Sent!").count()).toBe(0);

    await page.getByRole("main").getByLabel(fields.email.label).fill("amina@example.co.ke");
    await send.click();
    await page.getByText("Message Sent!").waitFor();
    await page.getByText("Thank you for reaching out. We'll get back to you soon.").waitFor();
    for (const field of Object.values(fields))
      expect(await page.getByRole("main").getByLabel(field.label).inputValue()).toBe("");
    expect(await page.getByText(messages.emailInvalid).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("prefills the subject from ?subject=, also through Schedule a Visit", async () => {
    const html = await (await fetch(`${server.url}/contact?subject=Volunteer%20application`)).text();
    expect(html).toMatch(
      /name="subject"[^>]*value="Volunteer application"|value="Volunteer application"[^>]*name="subject"/,
    );
    const { page, context } = await newPage(browser, { baseURL: server.url });
    await page.goto("/contact?subject=Volunteer%20application");
    expect(await page.getByRole("main").getByLabel(fields.subject.label).inputValue()).toBe("Volunteer application");
    await page.goto("/contact");
    await page.getByRole("link", { name: "Schedule a Visit" }).click();
    await expect
      .poll(() => page.getByRole("main").getByLabel(fields.subject.label).inputValue())
      .toBe("Schedule a Visit");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
    await context.close();
  });
});
