import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "../support/axe.ts";
import { LAPTOP, launchBrowser, newPage, PHONE, screenshot } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { createNewsForm, createPublicationForm, pngFile, signedInPage } from "./admin-support.ts";

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

/** A failure with no reason in the body: the page must fall back to its own message for the situation. */
const failBare = (route: Route) => route.fulfill({ status: 500, contentType: "text/plain", body: "" });

function onlyMethod(method: string, handler: (route: Route) => Promise<void>) {
  return (route: Route) => (route.request().method() === method ? handler(route) : route.continue());
}

async function alertWith(page: Page, text: string) {
  await page.getByRole("alert").filter({ hasText: text }).first().waitFor();
}

/**
 * The alert a list shows once its retries are spent. The page's clock (installed
 * before the page loads) is moved on a second at a time, so the pauses between
 * the retries take no time; every retry is still a real request.
 */
async function alertAfterRetries(page: Page, text: string) {
  const alert = page.getByRole("alert").filter({ hasText: text }).first();
  for (let step = 0; step < 60 && !(await alert.isVisible()); step++) await page.clock.runFor(1000);
  await alert.waitFor();
}

describe("admin error messages", () => {
  it("'Failed to load news' when the news list cannot load (after the retries), then recovers", async () => {
    const { page, context } = await signedInPage(browser, server.url);
    let requests = 0;
    await page.route("**/api/news?*", (route) => {
      requests++;
      return failBare(route);
    });
    await page.clock.install();
    await page.reload();
    await alertAfterRetries(page, "Failed to load news");
    expect(requests).toBeGreaterThan(1);
    await page.unroute("**/api/news?*");
    await page.getByRole("button", { name: "Try again" }).first().click();
    await page.getByRole("table", { name: "News Items" }).waitFor();
    await context.close();
  });

  it("the server's message when loading fails with one", async () => {
    const { page, context } = await signedInPage(browser, server.url);
    await page.route("**/api/news?*", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: "Database unavailable" }),
      }),
    );
    await page.clock.install();
    await page.reload();
    await alertAfterRetries(page, "Database unavailable");
    await context.close();
  });

  it("'Create failed' for news and publications, keeping what was typed", async () => {
    const { page, context } = await signedInPage(browser, server.url);
    await page.route("**/api/news", onlyMethod("POST", failBare));
    const news = createNewsForm(page);
    await news.getByLabel("Title").fill("A headline that must not be lost");
    await news.getByRole("button", { name: "Create News" }).click();
    await news.getByRole("alert").filter({ hasText: "Create failed" }).waitFor();
    expect(await news.getByLabel("Title").inputValue()).toBe("A headline that must not be lost");

    await page.route("**/api/publications", onlyMethod("POST", failBare));
    const publication = createPublicationForm(page);
    await publication.getByLabel("Title").fill("Annual report");
    await publication.getByLabel("PDF URL").fill("https://example.org/report.pdf");
    await publication.getByRole("button", { name: "Create Publication" }).click();
    await publication.getByRole("alert").filter({ hasText: "Create failed" }).waitFor();
    expect(await publication.getByLabel("PDF URL").inputValue()).toBe("https://example.org/report.pdf");
    await context.close();
  });

  it("checks the publication form before sending: title and PDF URL required, pages whole", async () => {
    const { page, context } = await signedInPage(browser, server.url);
    const form = createPublicationForm(page);
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/publications")) posted = true;
    });
    await form.getByLabel("Pages").fill("2.5");
    await form.getByRole("button", { name: "Create Publication" }).click();
    await form.getByText("Title is required").waitFor();
    await form.getByText("PDF URL is required").waitFor();
    await form.getByText("Pages must be a whole number").waitFor();
    expect(await form.getByLabel("Title").getAttribute("aria-invalid")).toBe("true");
    expect(posted).toBe(false);
    await context.close();
  });

  it("'Upload failed', and the server's reason for a file of the wrong type", async () => {
    const { page, context } = await signedInPage(browser, server.url);
    const form = createNewsForm(page);
    await form
      .getByLabel("Image", { exact: true })
      .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
    const alert = form.getByRole("alert");
    await alert.waitFor();
    const reason = (await alert.textContent()) ?? "";
    expect(reason).not.toBe("");
    expect(reason).not.toBe("Upload failed");

    await page.route("**/api/upload", failBare);
    await form.getByLabel("Image", { exact: true }).setInputFiles(await pngFile());
    await form.getByRole("alert").filter({ hasText: "Upload failed" }).waitFor();
    await context.close();
  });

  it("'Save failed' for the settings and for a news row", async () => {
    const { page, context } = await signedInPage(browser, server.url);
    await page.route("**/api/settings/listen_live_url", onlyMethod("PUT", failBare));
    const settings = page.getByRole("form", { name: "Site Settings" });
    await settings.getByLabel("Listen Live URL").fill("https://radio.example.org/live");
    await settings.getByRole("button", { name: "Save Settings" }).click();
    await settings.getByRole("alert").filter({ hasText: "Save failed" }).waitFor();

    await page.route("**/api/news/*", onlyMethod("PUT", failBare));
    const table = page.getByRole("table", { name: "News Items" });
    await table
      .getByRole("button", { name: /^Edit / })
      .first()
      .click();
    const editor = page.getByRole("form", { name: /^Edit: / });
    await editor.getByLabel("Title").fill("An edited title kept after failure");
    await editor.getByRole("button", { name: "Save" }).click();
    await editor.getByRole("alert").filter({ hasText: "Save failed" }).waitFor();
    expect(await editor.getByLabel("Title").inputValue()).toBe("An edited title kept after failure");
    await context.close();
  });

  it("says why a delete failed", async () => {
    const { page, context } = await signedInPage(browser, server.url);
    await page.route("**/api/news/*", onlyMethod("DELETE", failBare));
    await page
      .getByRole("table", { name: "News Items" })
      .getByRole("button", { name: /^Delete / })
      .first()
      .click();
    await page.getByRole("dialog", { name: "Delete this item?" }).getByRole("button", { name: "Delete" }).click();
    await alertWith(page, "Delete failed");
    await context.close();
  });
});

describe("admin at phone and desktop sizes", () => {
  for (const [name, viewport] of [
    ["phone", PHONE],
    ["laptop", LAPTOP],
  ] as const) {
    it(`is usable at ${name} size (${viewport.width}×${viewport.height})`, async () => {
      const { page, context, errors } = await signedInPage(browser, server.url, viewport);
      await page.getByRole("table", { name: "News Items" }).waitFor();
      await page.getByRole("textbox", { name: "Content" }).first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const nav = page.getByRole("navigation", { name: "Admin sections" });
      const menu = nav.getByRole("button", { name: "Menu" });
      // On a phone the sections hide behind a bar at most 56 px tall; its Menu button opens them.
      const openSection = async (section: string) => {
        if (name === "phone") {
          const height = (await nav.boundingBox())?.height;
          console.info(`admin menu bar on a phone: ${height} px tall`);
          expect(height).toBeLessThanOrEqual(56);
          await nav.getByRole("link", { name: section, exact: true }).waitFor({ state: "hidden" });
          await menu.click();
          expect(await menu.getAttribute("aria-expanded")).toBe("true");
        } else {
          expect(await menu.isVisible()).toBe(false);
        }
        await nav.getByRole("link", { name: section, exact: true }).click();
      };
      await openSection("Settings");
      await page.waitForURL("**/admin/settings");
      await page.getByRole("heading", { name: "Site Settings" }).waitFor();
      if (name === "phone") {
        await nav.getByRole("link", { name: "Settings", exact: true }).waitFor({ state: "hidden" });
        expect(await menu.getAttribute("aria-expanded")).toBe("false");
      }
      await screenshot(page, `admin-settings-${name}`);
      await openSection("Dashboard");
      await page.getByRole("table", { name: "News Items" }).waitFor();
      await screenshot(page, `admin-dashboard-${name}`);
      await page
        .getByRole("table", { name: "News Items" })
        .getByRole("button", { name: /^Edit / })
        .first()
        .click();
      await page
        .getByRole("form", { name: /^Edit: / })
        .screenshot({ path: `test-results/screenshots/admin-edit-${name}.png` });
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();

      const signedOut = await newPage(browser, { baseURL: server.url, viewport });
      await signedOut.page.goto("/admin/login");
      await signedOut.page.getByRole("button", { name: "Sign in" }).waitFor();
      await screenshot(signedOut.page, `admin-login-${name}`);
      expect(await seriousViolations(signedOut.page)).toEqual([]);
      await signedOut.context.close();
    }, 120_000); // two axe runs and full-page screenshots: slow on a busy 2-core machine
  }
});
