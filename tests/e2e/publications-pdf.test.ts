import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfReaderCopy, publicationsPage } from "../../app/content/publications-page.ts";
import { seriousViolations } from "../support/axe.ts";
import { launchBrowser, newPage, PHONE, screenshot } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { staffApi } from "./content-api.ts";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const FEATURED = "leadership-conference-2025-report";

function reader(page: Page) {
  return page.getByRole("dialog", { name: /\(PDF reader\)$/ });
}

async function openFeatured(page: Page) {
  await page.goto(`/publications?doc=${FEATURED}`);
  const dialog = reader(page);
  await dialog.waitFor();
  return dialog;
}

describe("publications and the PDF reader", () => {
  it("lists publications featured first with type, long date and details", async () => {
    const { page, context, errors } = await newPage(browser, { baseURL: server.url });
    await page.goto("/publications");
    const featured = page.locator("article").first();
    expect(await featured.getByText(publicationsPage.featured, { exact: true }).isVisible()).toBe(true);
    expect(await featured.getByRole("heading").innerText()).toBe("Leadership Conference 2025 Report");
    expect(await featured.getByText("10 April 2025", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: publicationsPage.latest }).isVisible()).toBe(true);
    expect(await page.locator("#latest-publications + ul > li").count()).toBeGreaterThan(0);
    const share = featured.getByRole("link", { name: "Share on LinkedIn" });
    expect(await share.getAttribute("href")).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(`${server.url}/publications?doc=${FEATURED}`)}`,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens the reader from ?doc= at 100% with pdf.js pages, and keeps zoom within 50–300", async () => {
    const { page, context, errors } = await newPage(browser, { baseURL: server.url });
    const dialog = await openFeatured(page);
    const zoom = dialog.getByRole("status", { name: "Zoom level" }).or(dialog.locator("output"));
    await expect.poll(() => zoom.innerText()).toBe("100%");
    await dialog.locator('[data-page="1"][data-rendered="true"]').waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);

    const zoomIn = dialog.getByRole("button", { name: pdfReaderCopy.zoomIn });
    const zoomOut = dialog.getByRole("button", { name: pdfReaderCopy.zoomOut });
    for (let i = 0; i < 2; i++) await zoomOut.click();
    expect(await zoom.innerText()).toBe("50%");
    expect(await zoomOut.isDisabled()).toBe(true);
    for (let i = 0; i < 10; i++) await zoomIn.click();
    expect(await zoom.innerText()).toBe("300%");
    expect(await zoomIn.isDisabled()).toBe(true);
    await zoomOut.click();
    expect(await zoom.innerText()).toBe("275%");

    const pages = dialog.getByTestId("pdf-pages");
    await dialog.getByRole("button", { name: pdfReaderCopy.rotate }).click();
    expect(await pages.getAttribute("data-rotation")).toBe("90");
    const first = dialog.locator('[data-page="1"]');
    const box = await first.boundingBox();
    expect(box && box.width > box.height).toBe(true);

    await dialog.getByRole("button", { name: pdfReaderCopy.fullscreen }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await dialog.getByRole("button", { name: pdfReaderCopy.exitFullscreen }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);

    const download = dialog.getByRole("link", { name: pdfReaderCopy.download });
    expect(await download.getAttribute("download")).not.toBeNull();
    // Saved under the publication's name, not the upload's random one.
    expect(await download.getAttribute("href")).toMatch(/^\/publications\/[a-z0-9-]+\/download$/);
    expect(await dialog.getByRole("link", { name: pdfReaderCopy.openInNewTab }).getAttribute("target")).toBe("_blank");
    await screenshot(page, "pdf-reader-laptop");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("closes by button, Escape and backdrop, returns focus and clears ?doc=", async () => {
    const { page, context } = await newPage(browser, { baseURL: server.url });
    await page.goto("/publications");
    const read = page.getByRole("link", { name: /^Read Online: / }).first();
    await read.click();
    await reader(page).waitFor();
    expect(new URL(page.url()).searchParams.get("doc")).toBe(FEATURED);
    await page.keyboard.press("Escape");
    await reader(page).waitFor({ state: "hidden" });
    expect(new URL(page.url()).searchParams.get("doc")).toBeNull();
    expect(await read.evaluate((el) => el === document.activeElement)).toBe(true);

    await read.click();
    await reader(page).getByRole("button", { name: pdfReaderCopy.close }).click();
    await reader(page).waitFor({ state: "hidden" });

    await read.click();
    await reader(page).waitFor();
    await page.mouse.click(5, 400);
    await reader(page).waitFor({ state: "hidden" });
    await context.close();
  });

  it("shows the failure state with both buttons for a broken PDF", async () => {
    const api = await staffApi(server.url);
    const broken = await api.createPublication({
      title: "Broken File Test Brief",
      type: "Policy Brief",
      pdf_url: "/favicon.svg",
      published_at: "2025-01-01T09:00:00Z",
    });
    const { page, context } = await newPage(browser, { baseURL: server.url, viewport: PHONE });
    await page.goto(`/publications?doc=${broken.slug}`);
    const dialog = reader(page);
    await dialog.getByText(pdfReaderCopy.failed, { exact: true }).waitFor();
    const failure = dialog.getByRole("alert");
    expect(await failure.getByRole("link", { name: pdfReaderCopy.download }).getAttribute("href")).toBe(
      `/publications/${broken.slug}/download`,
    );
    expect(await failure.getByRole("link", { name: pdfReaderCopy.openInNewTab }).isVisible()).toBe(true);
    expect(await dialog.getByText(pdfReaderCopy.loading).count()).toBe(0);
    await screenshot(page, "pdf-reader-failed-phone");
    await context.close();
  });

  it("has no serious accessibility problems on the list and in the open reader", async () => {
    const { page, context } = await newPage(browser, { baseURL: server.url });
    await page.goto("/publications");
    expect(await seriousViolations(page)).toEqual([]);
    const dialog = await openFeatured(page);
    await dialog.locator('[data-rendered="true"]').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("keeps pdf.js out of the page's first JavaScript", async () => {
    const { page, context } = await newPage(browser, { baseURL: server.url });
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script" || r.url().endsWith(".mjs")) scripts.push(r.url());
    });
    await page.goto("/publications", { waitUntil: "networkidle" });
    expect(scripts.filter((u) => /pdf/i.test(u))).toEqual([]);
    await page
      .getByRole("link", { name: /^Read Online: / })
      .first()
      .click();
    await reader(page).locator('[data-rendered="true"]').first().waitFor();
    expect(scripts.some((u) => /pdf/i.test(u))).toBe(true);
    await screenshot(page, "publications-reader-open-laptop");
    await page.keyboard.press("Escape");
    await page.setViewportSize(PHONE);
    await screenshot(page, "publications-phone");
    await context.close();
  });
});
