import { PDFDocument, StandardFonts } from "pdf-lib";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { expect } from "vitest";
import { newPage } from "../support/browser.ts";
import { TEST_ADMIN } from "../support/server.ts";

/** Shared steps of the admin browser journeys (tests/e2e/admin-*.test.ts). */

export const TOKEN_KEY = "uraia_admin_token";

/** A small real PNG (a green square) for image uploads. */
export async function pngFile(name = "photo.png") {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#1f7f4c" } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/** A real PDF with the given number of pages. */
export async function pdfFile(pages: number, name = "report.pdf") {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) doc.addPage([300, 400]).drawText(`Page ${i}`, { x: 40, y: 340, size: 18, font });
  return { name, mimeType: "application/pdf", buffer: Buffer.from(await doc.save()) };
}

/** A token straight from the API, for setting up state without the UI. */
export async function apiToken(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(TEST_ADMIN),
  });
  const body = (await res.json()) as { token: string };
  expect(res.status).toBe(200);
  return body.token;
}

/** A fresh page signed in through the sign-in form, on the dashboard. */
export async function signedInPage(browser: Browser, baseURL: string, viewport?: { width: number; height: number }) {
  const opened = await newPage(browser, { baseURL, viewport });
  await signIn(opened.page);
  return opened;
}

export async function signIn(page: Page, password = TEST_ADMIN.password) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(TEST_ADMIN.email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL("**/admin");
  await page.getByRole("heading", { name: "Dashboard", level: 2 }).waitFor();
}

/** Opens an admin section from the sidebar; on a phone, where the sections sit behind the bar's Menu, opens that first. */
export async function openAdminSection(page: Page, label: string) {
  const nav = page.getByRole("navigation", { name: "Admin sections" });
  const menu = nav.getByRole("button", { name: "Menu" });
  if (await menu.isVisible()) await menu.click();
  await nav.getByRole("link", { name: label, exact: true }).click();
}

export function createNewsForm(page: Page) {
  return page.getByRole("form", { name: "Create News" });
}

export function createPublicationForm(page: Page) {
  return page.getByRole("form", { name: "Create Publication" });
}

/** The News Items table row whose title cell holds `title`. */
export function newsRow(page: Page, title: string) {
  return page.getByRole("table", { name: "News Items" }).getByRole("row").filter({ hasText: title });
}

export function publicationRow(page: Page, title: string) {
  return page.getByRole("table", { name: "Publications" }).getByRole("row").filter({ hasText: title });
}
