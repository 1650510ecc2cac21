import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LAPTOP, launchBrowser, PHONE, screenshot } from "../support/browser.ts";
import { type RunningServer, startServer, TEST_ADMIN } from "../support/server.ts";

let server: RunningServer;
let browser: Browser;
let laptop: BrowserContext;
let phone: BrowserContext;

async function post(path: string, token: string, body: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

beforeAll(async () => {
  server = await startServer();
  const login = await fetch(`${server.url}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(TEST_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const published_at = new Date(Date.now() - 3_600_000).toISOString();
  await post("/api/news", token, {
    title: "Marsabit borehole audit findings",
    excerpt: "Residents & their ward <b>checked</b> every borehole repair.",
    content: "<p>The audit covered twelve wards.</p>",
    published_at,
  });
  await post("/api/news", token, { title: "Marsabit borehole draft", published_at: null });
  await post("/api/partners", token, { title: "Marsabit water users", partner: "Borehole committees", published_at });
  browser = await launchBrowser();
  laptop = await browser.newContext({ javaScriptEnabled: false, viewport: LAPTOP, baseURL: server.url });
  phone = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL: server.url });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("site search with JavaScript off", () => {
  it("searches from the header of any page and opens a hit", async () => {
    const page = await laptop.newPage();
    await page.goto("/about");
    // The field sits behind the header's Search toggle (a <details>: it opens without JavaScript).
    await page.getByRole("banner").locator("summary", { hasText: "Search" }).click();
    const header = page.getByRole("banner").getByRole("search", { name: "Search the site" });
    await header.getByRole("searchbox", { name: "Search the site" }).fill("Marsabit BOREHOLE");
    await header.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/search\?q=Marsabit\+BOREHOLE$/);
    expect(await page.getByRole("status").textContent()).toBe("2 results for “marsabit borehole”");
    // Chips with counts, each a plain link; the draft never shows.
    const chips = page.getByRole("navigation", { name: "Filter results by kind" });
    expect(await chips.getByRole("link").allInnerTexts()).toEqual(["All\n2", "News\n1", "Partners\n1"]);
    const hits = page.getByRole("main").getByRole("listitem").getByRole("heading");
    expect(await hits.allInnerTexts()).toEqual(["Marsabit borehole audit findings", "Marsabit water users"]);
    // The snippet marks the words, and shows the excerpt's characters as text.
    expect(await page.getByRole("main").locator("mark").allInnerTexts()).toEqual(["borehole", "Borehole"]);
    expect(await page.getByRole("main").getByRole("listitem").first().locator("p").last().textContent()).toBe(
      "Residents & their ward <b>checked</b> every borehole repair.",
    );
    await screenshot(page, "search-laptop");
    await chips.getByRole("link", { name: "Partners 1" }).click();
    await page.waitForURL(/type=partners/);
    expect(await hits.allInnerTexts()).toEqual(["Marsabit water users"]);
    await page.goBack();
    await page.getByRole("link", { name: "Marsabit borehole audit findings" }).click();
    await page.waitForURL(/\/news\/marsabit-borehole-audit-findings$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Marsabit borehole audit findings");
  });

  it("says plainly when nothing matches, and how to search better", async () => {
    const page = await laptop.newPage();
    await page.goto(`/search?q=${encodeURIComponent('zzqx "NEAR(')}`);
    expect(await page.getByRole("heading", { name: "Nothing found for “zzqx near”" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Publications" }).last().getAttribute("href")).toBe("/publications");
  });

  it("on a phone the field is at the top of the menu", async () => {
    const page = await phone.newPage();
    await page.goto("/");
    await page.getByRole("banner").getByLabel("Open menu").click();
    const field = page.getByRole("banner").getByRole("searchbox", { name: "Search the site" });
    await field.fill("marsabit audit");
    await field.press("Enter");
    await page.waitForURL(/\/search\?q=marsabit\+audit$/);
    expect(await page.getByRole("status").textContent()).toBe("1 result for “marsabit audit”");
    await screenshot(page, "search-phone");
  });
});
