import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "../support/axe.ts";
import { launchBrowser, newPage, PHONE, screenshot } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { apiToken, signedInPage } from "./admin-support.ts";
import { rawHtml } from "./content-api.ts";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // The demo site: the Media Hub and the shop start with the items they always showed.
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Today in Kenya, as a date input takes it. */
const todayInNairobi = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);

describe("the Media Hub and the shop, kept by staff", () => {
  it("staff add a recording in the admin; it leads the Media Hub's recent content", async () => {
    const { page, errors } = await signedInPage(browser, server.url);
    await page.getByRole("navigation").getByRole("link", { name: "Media", exact: true }).first().click();
    await page.waitForURL("**/admin/media");
    await page.getByRole("button", { name: "New media item" }).click();
    const form = page.getByRole("form", { name: "Create: Media item" });
    await form.getByLabel("Type").selectOption("X Spaces");
    await form.getByLabel("Title").fill("Ward budgets after the floods");
    await form
      .getByLabel("Description")
      .fill("Residents and two ward officers on what the supplementary budget changed.");
    await form.getByLabel("Date").fill(todayInNairobi());
    // Neither a link nor a page: the form says what is missing before anything is sent.
    await form.getByRole("button", { name: "Create", exact: true }).click();
    await form.getByText("Give a link or a page: visitors need somewhere to open the item").waitFor();
    await form.getByLabel("Page").fill("/community-dialogues");
    await form.getByRole("button", { name: "Create", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "Media item created." }).waitFor();
    const row = page.getByRole("row", { name: /Ward budgets after the floods/ });
    expect(await row.getByText("Available").isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await screenshot(page, "admin-media-phone");
    expect(errors).toEqual([]);

    const visitor = await newPage(browser, { baseURL: server.url });
    await visitor.page.goto("/media-hub");
    const recent = visitor.page.locator("section", {
      has: visitor.page.getByRole("heading", { name: "Recent content" }),
    });
    const first = recent.getByRole("listitem").first();
    expect(await first.getByRole("heading", { level: 3 }).textContent()).toBe("Ward budgets after the floods");
    expect(await first.getByRole("link").getAttribute("href")).toBe("/community-dialogues");
    expect(await recent.getByRole("listitem").count()).toBe(5);
    const featured = visitor.page.locator("section", {
      has: visitor.page.getByRole("heading", { name: "Featured content" }),
    });
    expect(await featured.getByText("Ward budgets after the floods").count()).toBe(0);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  }, 90_000);

  it("a new price reaches /shop's HTML, its Sale badge and its WhatsApp order at once", async () => {
    const token = await apiToken(server.url);
    const auth = { "Content-Type": "application/json", Authorization: `Bearer ${token}` };
    const found = (await (await fetch(`${server.url}/api/products?q=hoodie`)).json()) as {
      items: Array<{ id: number }>;
    };
    const hoodie = found.items[0]!;
    const before = await rawHtml(`${server.url}/shop`);
    expect(before.html).toContain("KSh 2,500");
    expect(before.html).toContain(encodeURIComponent("Uraia Civic Hoodie (KSh 2,500)"));

    const res = await fetch(`${server.url}/api/products/${hoodie.id}`, {
      method: "PUT",
      headers: auth,
      body: JSON.stringify({ price: 2300, original_price: null }),
    });
    expect(res.status).toBe(200);
    const after = await rawHtml(`${server.url}/shop`);
    expect(after.html).not.toContain("KSh 2,500");
    expect(after.html).not.toContain("KSh 3,200");
    expect(after.html).toContain("KSh 2,300");
    expect(after.html).toContain(encodeURIComponent("Uraia Civic Hoodie (KSh 2,300)"));
  });
});
