import { PDFDocument } from "pdf-lib";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyPage } from "../../app/content/apply.ts";
import { formCopy } from "../../app/content/forms.ts";
import { registerPage } from "../../app/content/register.ts";
import { seriousViolations } from "../support/axe.ts";
import { LAPTOP, launchBrowser, newPage, PHONE, screenshot } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { startSmtp, type TestSmtp } from "../support/smtp.ts";
import { apiToken } from "./admin-support.ts";
import { humanPause, storedMessages } from "./forms-support.ts";

let server: RunningServer;
let browser: Browser;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ SMTP_URL: smtp.url, STAFF_EMAIL: "inbox@uraia.test" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

async function cv(name: string) {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText(`${name}: curriculum vitae`, { x: 50, y: 780, size: 14 });
  return { name: `${name} CV.pdf`, mimeType: "application/pdf", buffer: Buffer.from(await doc.save()) };
}

const a = applyPage.fields;
const r = registerPage.fields;

async function fillApplication(page: Page, who: string, email: string) {
  const main = page.getByRole("main");
  await main.getByLabel(a.name.label).fill(who);
  await main.getByLabel(a.email.label).fill(email);
  await main.getByLabel(a.phone.label).fill("0722 123 456");
  await main.getByLabel(a.message.label).fill("I have led youth forums in Machakos and speak Kikamba and Swahili.");
  await main.getByLabel(a.attachment.label).setInputFiles(await cv(who));
  await main.getByLabel(/I agree that Uraia may keep these details/).check();
}

async function attachmentBytes(id: number) {
  const token = await apiToken(server.url);
  const res = await fetch(`${server.url}/api/messages/${id}/attachment`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe("applications", () => {
  it("Apply Now leads to the application form with the role chosen; with JavaScript a PDF CV is sent", async () => {
    const { page, errors, context } = await newPage(browser, { baseURL: server.url, viewport: PHONE });
    await page.goto("/volunteer");
    await page.getByRole("link", { name: "Apply Now" }).first().click();
    await page.waitForURL("**/apply?kind=volunteer&reference=Community%20Dialogue%20Facilitator");
    await page.getByRole("heading", { name: applyPage.kinds.volunteer.title, level: 1 }).waitFor();
    await page.getByText("Community Dialogue Facilitator", { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "apply-390");

    await page.getByRole("button", { name: applyPage.submit }).click();
    await page.getByText(formCopy.errors.phoneMissing).waitFor();
    await fillApplication(page, "Mwende Musyoka", "mwende@example.org");
    await humanPause(page);
    await page.getByRole("button", { name: applyPage.submit }).click();
    await page.getByRole("heading", { name: applyPage.sentTitle }).waitFor();
    await page.getByText(applyPage.sentBody).waitFor();
    await screenshot(page, "apply-sent-390");

    const [stored] = await storedMessages(server.url);
    expect(stored).toMatchObject({
      kind: "volunteer",
      status: "new",
      reference: "Community Dialogue Facilitator",
      subject: "Volunteer application: Community Dialogue Facilitator",
      phone: "+254722123456",
      attachment: { filename: "Mwende Musyoka CV.pdf" },
    });
    expect((await attachmentBytes(stored!.id)).subarray(0, 5).toString()).toBe("%PDF-");
    const mail = await smtp.waitForMail((m) => m.subject === "Volunteer application: Community Dialogue Facilitator");
    expect(mail.replyTo?.value[0]?.address).toBe("mwende@example.org");
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await context.close();
  });

  it("works without JavaScript too, the CV included; a non-PDF is refused beside the field", async () => {
    const { page, context } = await newPage(browser, { baseURL: server.url, javaScript: false });
    await page.goto("/apply?kind=internship");
    const main = page.getByRole("main");
    await page.getByRole("heading", { name: applyPage.kinds.internship.title, level: 1 }).waitFor();
    await main.getByLabel(a.reference.label).fill("Research & Policy Intern");
    await fillApplication(page, "Wanjiru Kamau", "wanjiru@example.org");
    await main
      .getByLabel(a.attachment.label)
      .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("not a pdf at all") });
    await humanPause(page);
    await page.getByRole("button", { name: applyPage.submit }).click();
    await page.getByText(formCopy.errors.attachmentType).waitFor();
    expect(await main.getByLabel(a.name.label).inputValue()).toBe("Wanjiru Kamau");
    expect(await main.getByLabel(a.reference.label).inputValue()).toBe("Research & Policy Intern");

    await main.getByLabel(a.attachment.label).setInputFiles(await cv("Wanjiru Kamau"));
    await main.getByLabel(/I agree that Uraia may keep these details/).check();
    await page.getByRole("button", { name: applyPage.submit }).click();
    await page.getByRole("heading", { name: applyPage.sentTitle }).waitFor();
    const [stored] = await storedMessages(server.url);
    expect(stored).toMatchObject({
      kind: "internship",
      reference: "Research & Policy Intern",
      attachment: { filename: "Wanjiru Kamau CV.pdf" },
    });
    await context.close();
  });
});

describe("registrations", () => {
  it("Register on /programs opens the registration form; with JavaScript it is stored", async () => {
    const { page, errors, context } = await newPage(browser, { baseURL: server.url });
    await page.goto("/programs");
    await page.getByRole("link", { name: "Register", exact: true }).first().click();
    await page.waitForURL("**/register?reference=*");
    const reference = decodeURIComponent(new URL(page.url()).searchParams.get("reference") ?? "");
    const main = page.getByRole("main");
    await main.getByText(reference, { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "register-1366");
    await main.getByLabel(r.name.label).fill("Achieng Odhiambo");
    await main.getByLabel(r.phone.label).fill("+254 733 222 111");
    await main.getByLabel(r.email.label).fill("achieng@example.org");
    await main.getByLabel(r.county.label).selectOption("Kisumu");
    await main.getByLabel(r.organisation.label).fill("Nyalenda Women's Group");
    await main.getByLabel(r.people.label).fill("12");
    await main.getByLabel(/I agree that Uraia may keep these details/).check();
    await humanPause(page);
    await page.getByRole("button", { name: registerPage.submit, exact: true }).click();
    await page.getByRole("heading", { name: registerPage.sentTitle }).waitFor();
    const [stored] = await storedMessages(server.url);
    expect(stored).toMatchObject({
      kind: "registration",
      reference,
      county: "Kisumu",
      people: 12,
      phone: "+254733222111",
      subject: `Registration: ${reference}`,
    });
    await smtp.waitForMail((m) => m.subject === `Registration: ${reference}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("works without JavaScript, keeping what was typed when a field is missing", async () => {
    const { page, context } = await newPage(browser, { baseURL: server.url, viewport: PHONE, javaScript: false });
    await page.goto("/community-club");
    await page.getByRole("link", { name: "Register Your Club" }).first().click();
    await page.waitForURL("**/register?reference=Community%20Club%20registration");
    const main = page.getByRole("main");
    await main.getByLabel(r.name.label).fill("Kiprono Sang");
    await main.getByLabel(r.phone.label).fill("0711 000 222");
    await main.getByLabel(r.email.label).fill("kiprono@example.org");
    await main.getByLabel(r.people.label).fill("25");
    await main.getByLabel(/I agree that Uraia may keep these details/).check();
    await humanPause(page);
    await page.getByRole("button", { name: registerPage.submit, exact: true }).click();
    await page.getByText(formCopy.errors.county).waitFor();
    expect(await main.getByLabel(r.people.label).inputValue()).toBe("25");
    await screenshot(page, "register-error-nojs-390");
    await main.getByLabel(r.county.label).selectOption("Kericho");
    await main.getByLabel(/I agree that Uraia may keep these details/).check();
    await page.getByRole("button", { name: registerPage.submit, exact: true }).click();
    await page.getByRole("heading", { name: registerPage.sentTitle }).waitFor();
    const [stored] = await storedMessages(server.url);
    expect(stored).toMatchObject({
      kind: "registration",
      reference: "Community Club registration",
      county: "Kericho",
      people: 25,
    });
    await context.close();
  });

  it("/apply and /register pass axe at phone and laptop sizes", async () => {
    for (const viewport of [PHONE, LAPTOP]) {
      const { page, context } = await newPage(browser, { baseURL: server.url, viewport });
      for (const path of ["/apply", "/register"]) {
        await page.goto(path);
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `${path.slice(1)}-empty-${viewport.width}`);
      }
      await context.close();
    }
  });
});
