import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, PHONE, screenshot } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { openAdminSection, signedInPage } from "./admin-support.ts";

/** The admin's Pages screen (docs/product.md, "Page copy"): a page's copy edited in both languages reaches both public pages. */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ DEMO_CONTENT: "false" }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the admin's Pages screen", () => {
  it("edits the About hero title in English and in Kiswahili, and /about and /sw/about show both", async () => {
    const english = "Citizens who know their rights, and act on them";
    const kiswahili = "Raia wanaojua haki zao, na kuzitekeleza";
    const { page, context, errors } = await signedInPage(browser, server.url);
    await openAdminSection(page, "Pages");
    const about = page.getByRole("table", { name: "Public pages" }).getByRole("row").filter({ hasText: "About Us" });
    expect(await about.getByText("/about", { exact: true }).textContent()).toBe("/about");
    await about.getByRole("link", { name: "Edit About Us" }).click();

    const form = page.getByRole("form", { name: "About Us" });
    const hero = form.getByRole("group", { name: "Hero" });
    await hero.getByLabel("Title (English)").fill(english);
    await hero.getByLabel("Title (Kiswahili)").fill(kiswahili);
    await screenshot(page, "admin-pages-editor-laptop");
    await page.setViewportSize(PHONE);
    await screenshot(page, "admin-pages-editor-phone");
    await form.getByRole("button", { name: "Save", exact: true }).click();
    await form.getByText("Saved. The public page shows the new copy now.").waitFor();
    expect(await page.getByRole("link", { name: /View page in Kiswahili/ }).getAttribute("href")).toBe("/sw/about");
    // Beside the form, each language's history lists the save, the same as the current copy.
    const saves = page.getByRole("list", { name: "Saved versions, newest first" });
    await page.getByRole("region", { name: "History of the English copy" }).waitFor();
    await expect.poll(() => saves.getByRole("listitem").count()).toBe(1);
    await saves.getByRole("button", { name: /^Compare the version saved/ }).click();
    const chosen = page.getByRole("region", { name: /^The version saved .*, compared with the current one$/ });
    await chosen.getByText("No field differs.").waitFor();
    // Restoring it publishes it again: a new save in the history, the form reloaded.
    await chosen.getByRole("button", { name: "Restore this version" }).click();
    await page
      .getByRole("dialog", { name: "Restore this version?" })
      .getByRole("button", { name: "Restore this version" })
      .click();
    await page.getByText("English version restored and published. The form now shows it.").waitFor();
    await expect.poll(() => saves.getByRole("listitem").count()).toBe(2);
    expect(await hero.getByLabel("Title (English)").inputValue()).toBe(english);
    await page
      .getByRole("group", { name: "History and preview links of" })
      .getByRole("button", { name: "Kiswahili" })
      .click();
    await page.getByRole("region", { name: "History of the Kiswahili copy" }).waitFor();
    await expect.poll(() => saves.getByRole("listitem").count()).toBe(1);
    expect(await saves.getByRole("listitem").textContent()).toMatch(/Published/);
    expect(errors).toEqual([]);
    await context.close();

    for (const [path, title] of [
      ["/about", english],
      ["/sw/about", kiswahili],
    ] as const) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    }
  });
});
