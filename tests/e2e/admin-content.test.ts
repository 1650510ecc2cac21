import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import {
  apiToken,
  createNewsForm,
  createPublicationForm,
  newsRow,
  pdfFile,
  pngFile,
  publicationRow,
  signedInPage,
} from "./admin-support.ts";

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

async function statValue(page: Page, label: string): Promise<number> {
  const card = page.getByRole("listitem").filter({ hasText: label }).first();
  await card.locator("p").nth(1).filter({ hasText: /^\d+$/ }).waitFor();
  return Number(await card.locator("p").nth(1).textContent());
}

async function createNewsViaApi(title: string): Promise<{ id: number; slug: string }> {
  const token = await apiToken(server.url);
  const res = await fetch(`${server.url}/api/news`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title,
      excerpt: "Set up by the test.",
      published_at: new Date(Date.now() - 60_000).toISOString(),
    }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; slug: string };
}

describe("admin news", () => {
  it("creates a news item with an uploaded image; it shows on /news and its article page", async () => {
    const { page, context, errors } = await signedInPage(browser, server.url);
    const before = await statValue(page, "Total News");
    const form = createNewsForm(page);
    const title = "Nakuru youth forum reviews the county budget";
    await form.getByLabel("Title").fill(title);
    await form
      .getByLabel("Excerpt")
      .fill("Young people met ward representatives to go through the budget line by line.");
    await form.getByRole("textbox", { name: "Content" }).click();
    await form.getByRole("button", { name: "Heading (H2)", exact: true }).click();
    await page.keyboard.type("Why it matters");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Over two hundred young people attended.");
    await form.getByLabel("Category").selectOption("Governance");
    await form.getByLabel("Image", { exact: true }).setInputFiles(await pngFile());
    const preview = form.getByRole("img", { name: "Preview of the uploaded image" });
    await preview.waitFor();
    expect(await preview.getAttribute("src")).toMatch(/^\/uploads\//);
    expect(await form.getByRole("radio", { name: "Publish now" }).isChecked()).toBe(true);
    await form.getByRole("button", { name: "Create News" }).click();
    await form.getByText("News item created.").waitFor();
    expect(await form.getByLabel("Title").inputValue()).toBe("");
    const row = newsRow(page, title);
    await row.getByText("Published", { exact: true }).waitFor();
    await row.getByText("/news/nakuru-youth-forum-reviews-the-county-budget").waitFor();
    expect(await statValue(page, "Total News")).toBe(before + 1);
    expect(errors).toEqual([]);

    await page.goto("/news");
    await page.getByText(title).first().waitFor();
    await page.goto("/news/nakuru-youth-forum-reviews-the-county-budget");
    await page.getByRole("heading", { name: title, level: 1 }).waitFor();
    await page.getByText("Over two hundred young people attended.").waitFor();
    await page.getByRole("heading", { name: "Why it matters", level: 2 }).waitFor();
    expect(await page.locator('img[src*="/uploads/"]').count()).toBeGreaterThan(0);
    await context.close();
  });

  it("schedules an item in the future (absent from /news) and keeps a draft (staff still see both)", async () => {
    const { page, context } = await signedInPage(browser, server.url);
    const form = createNewsForm(page);
    const scheduled = "Kitengela town hall on water access";
    await form.getByLabel("Title").fill(scheduled);
    await form.getByRole("radio", { name: "Schedule" }).check();
    await form.getByRole("button", { name: "Create News" }).click();
    await form.getByText("Choose the date and time to publish.").waitFor();
    await form.getByLabel("Date and time (East Africa Time)").fill("2031-06-01T09:00");
    await form.getByRole("button", { name: "Create News" }).click();
    await form.getByText("News item created.").waitFor();
    // The list says when it goes live (docs/product.md, "Revisions and edit conflicts": "Scheduled for …").
    await newsRow(page, scheduled).getByText("Scheduled for 1 Jun 2031, 09:00 EAT", { exact: true }).waitFor();

    const draft = "Notes from the Machakos civic education week";
    await form.getByLabel("Title").fill(draft);
    await form.getByRole("radio", { name: "Save as draft" }).check();
    await form.getByRole("button", { name: "Create News" }).click();
    await newsRow(page, draft).getByText("Draft", { exact: true }).waitFor();

    await page.goto("/news");
    await page.getByRole("heading", { name: "Latest News" }).waitFor();
    const text = await page.locator("main").textContent();
    expect(text).not.toContain(scheduled);
    expect(text).not.toContain(draft);
    expect((await fetch(`${server.url}/news/kitengela-town-hall-on-water-access`)).status).toBe(404);
    await context.close();
  });

  it("edits a title: the slug follows it and the old address redirects", async () => {
    const original = await createNewsViaApi("Budget hearing in Kajiado");
    const { page, context } = await signedInPage(browser, server.url);
    const row = newsRow(page, "Budget hearing in Kajiado");
    await row.getByRole("button", { name: "Edit Budget hearing in Kajiado" }).click();
    const editor = page.getByRole("form", { name: "Edit: Budget hearing in Kajiado" });
    await editor.getByLabel("Title").fill("Kajiado budget hearing draws record turnout");
    await editor.getByText("Address: /news/kajiado-budget-hearing-draws-record-turnout").waitFor();
    await editor.getByRole("button", { name: "Save" }).click();
    await editor.waitFor({ state: "detached" });
    const updated = newsRow(page, "Kajiado budget hearing draws record turnout");
    await updated.getByText("/news/kajiado-budget-hearing-draws-record-turnout").waitFor();
    await updated.getByText("Saved.").waitFor();

    await page.goto(`/news/${original.slug}`);
    await page.waitForURL("**/news/kajiado-budget-hearing-draws-record-turnout");
    await page.getByRole("heading", { name: "Kajiado budget hearing draws record turnout", level: 1 }).waitFor();
    await context.close();
  });

  it("a field's message goes away once the field is fixed, before saving again", async () => {
    const { page, context } = await signedInPage(browser, server.url);
    const form = createNewsForm(page);
    const title = form.getByLabel("Title");
    await form.getByRole("button", { name: "Create News" }).click();
    await form.getByText("Title is required").waitFor();
    expect(await title.getAttribute("aria-invalid")).toBe("true");
    await title.fill("Marsabit women's forum on water budgets");
    await form.getByText("Title is required").waitFor({ state: "detached" });
    expect(await title.getAttribute("aria-invalid")).toBeNull();
    // Emptying it again shows nothing until the next save says so.
    await title.fill("");
    expect(await form.getByText("Title is required").count()).toBe(0);
    await form.getByRole("button", { name: "Create News" }).click();
    await form.getByText("Title is required").waitFor();
    await context.close();
  });

  it("Cancel closes the edit panel without saving", async () => {
    await createNewsViaApi("Peace caravan reaches Isiolo");
    const { page, context } = await signedInPage(browser, server.url);
    await newsRow(page, "Peace caravan reaches Isiolo")
      .getByRole("button", { name: /^Edit / })
      .click();
    const editor = page.getByRole("form", { name: "Edit: Peace caravan reaches Isiolo" });
    await editor.getByLabel("Title").fill("Changed but cancelled");
    await editor.getByRole("button", { name: "Cancel" }).click();
    await editor.waitFor({ state: "detached" });
    await newsRow(page, "Peace caravan reaches Isiolo").waitFor();
    expect(await page.getByText("Changed but cancelled").count()).toBe(0);
    await context.close();
  });

  it("deletes after confirmation; the item is gone from the table and the site", async () => {
    const item = await createNewsViaApi("Outdated announcement to remove");
    const { page, context } = await signedInPage(browser, server.url);
    const row = newsRow(page, "Outdated announcement to remove");
    await row.getByRole("button", { name: "Delete Outdated announcement to remove" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this item?" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    await row.getByRole("button", { name: "Delete Outdated announcement to remove" }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await row.waitFor({ state: "detached" });
    expect((await fetch(`${server.url}/news/${item.slug}`)).status).toBe(404);
    await context.close();
  });
});

describe("admin publications and settings", () => {
  it("creates a publication from an uploaded PDF (pages and size filled in); it opens in the public reader", async () => {
    const { page, context } = await signedInPage(browser, server.url);
    const form = createPublicationForm(page);
    const title = "Public Participation in Kajiado County 2025";
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Type").selectOption("Policy Brief");
    await form.getByLabel("PDF", { exact: true }).setInputFiles(await pdfFile(3));
    await eventually(async () => (await form.getByLabel("Pages").inputValue()) === "3", "pages filled in");
    expect(await form.getByLabel("PDF URL").inputValue()).toMatch(/^\/uploads\/.+/);
    expect(await form.getByLabel("Size").inputValue()).toMatch(/^\d+(\.\d)?(B|KB|MB)$/);
    await form.getByRole("button", { name: "Create Publication" }).click();
    await form.getByText("Publication created.").waitFor();
    const row = publicationRow(page, title);
    await row.getByText("Policy Brief").waitFor();
    await row.getByText("/publications?doc=public-participation-in-kajiado-county-2025").waitFor();

    await page.goto("/publications?doc=public-participation-in-kajiado-county-2025");
    await page.getByRole("dialog").filter({ hasText: title }).waitFor();
    await context.close();
  });

  it("sets the Listen Live URL (home button appears) and clears it (button gone)", async () => {
    const { page, context } = await signedInPage(browser, server.url);
    const form = page.getByRole("form", { name: "Site Settings" });
    const field = form.getByLabel("Listen Live URL");
    await field.fill("radio uraia");
    await form.getByRole("button", { name: "Save Settings" }).click();
    await form.getByText("Enter a full web address starting with http:// or https://").waitFor();

    await field.fill("https://radio.example.org/uraia-live");
    await form.getByRole("button", { name: "Save Settings" }).click();
    await form.getByText("Settings saved.").waitFor();
    const home = await context.newPage();
    await home.goto("/");
    const button = home.getByRole("link", { name: /Listen Live/ });
    await button.first().waitFor();
    expect(await button.first().getAttribute("href")).toBe("https://radio.example.org/uraia-live");

    await field.fill("");
    await form.getByRole("button", { name: "Save Settings" }).click();
    await form.getByText("Listen Live URL cleared").waitFor();
    await home.goto("/");
    await home.locator("main").waitFor();
    expect(await home.getByRole("link", { name: /Listen Live/ }).count()).toBe(0);
    await context.close();
  });
});

async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
