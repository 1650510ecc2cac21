import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mobileMoney } from "../../app/content/donate-instructions.ts";
import { donationDetails } from "../../shared/donation-details.ts";
import { SITE_SETTING_DEFAULTS } from "../../shared/site-settings.ts";
import { LAPTOP, launchBrowser, PHONE, screenshot } from "../support/browser.ts";
import { type RunningServer, startServer, TEST_ADMIN } from "../support/server.ts";

const donations = donationDetails(SITE_SETTING_DEFAULTS);

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
const published: string[] = [];

/** 40 more published articles, so /news has several pages. */
async function addNews(count: number) {
  const login = await fetch(`${server.url}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(TEST_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  for (let i = 1; i <= count; i++) {
    const res = await fetch(`${server.url}/api/news`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: `Ward dialogue ${i}: residents of Isinya ask about water projects`,
        excerpt: "Residents and their ward administrator went through the year's water budget together.",
        content: "<p>The dialogue ran for three hours and ended with a list of agreed follow-ups.</p>",
        category: i % 2 ? "Community" : "Governance",
        published_at: new Date(Date.now() - i * 3_600_000).toISOString(),
      }),
    });
    expect(res.status).toBe(201);
  }
  const all = (await (await fetch(`${server.url}/api/news?limit=100`)).json()) as { items: Array<{ slug: string }> };
  published.push(...all.items.map((n) => n.slug));
}

beforeAll(async () => {
  server = await startServer();
  await addNews(40);
  browser = await launchBrowser();
  context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL: server.url });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** What a visitor whose browser runs no JavaScript (Opera Mini's saving mode, a phone still loading) gets. */
describe("with JavaScript off", () => {
  it("/donate shows the paybill, account number, business name and the M-Pesa steps", async () => {
    const page = await context.newPage();
    await page.goto("/donate");
    const section = page.locator("#mpesa");
    expect(await section.getByRole("heading", { name: "Give from any phone" }).isVisible()).toBe(true);
    for (const [label, value] of [
      [mobileMoney.fields.paybill, donations.paybill],
      [mobileMoney.fields.account, donations.account],
      [mobileMoney.fields.business, donations.businessName],
    ]) {
      expect(await section.getByText(label!, { exact: true }).isVisible()).toBe(true);
      expect(await section.getByText(value!, { exact: true }).isVisible()).toBe(true);
    }
    for (const step of mobileMoney.steps) expect(await section.getByText(step).isVisible()).toBe(true);
    // The hero's button is a link to those details.
    await page.getByRole("link", { name: "Give by M-Pesa" }).click();
    expect(page.url()).toMatch(/\/donate#mpesa$/);
    await screenshot(page, "no-js-donate-phone");
    await page.close();
  });

  it("/news pages through every published article with numbered links", async () => {
    const page = await context.newPage();
    await page.goto("/news");
    const pager = page.getByRole("navigation", { name: "News pages" });
    expect(await pager.getByText("Page 1 of 4").isVisible()).toBe(true);
    const seen = new Set<string>();
    const collect = async () => {
      const hrefs = await page
        .locator("main a[href^='/news/']")
        .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      for (const href of hrefs) seen.add(href!.replace("/news/", ""));
    };
    await collect();
    expect(await page.locator("head link[rel=next]").getAttribute("href")).toBe(`${server.url}/news?page=2`);
    // Following Next reaches the last page, and with it every published article.
    for (let n = 2; n <= 4; n++) {
      await pager.getByRole("link", { name: "Next" }).click();
      expect(new URL(page.url()).search).toBe(`?page=${n}`);
      await collect();
    }
    expect(await page.locator("head link[rel=prev]").getAttribute("href")).toBe(`${server.url}/news?page=3`);
    expect(await page.locator("head link[rel=canonical]").getAttribute("href")).toBe(`${server.url}/news?page=4`);
    expect(await page.locator("head link[rel=next]").count()).toBe(0);
    expect(await pager.getByRole("link", { name: "Next" }).count()).toBe(0);
    expect([...seen].sort()).toEqual([...published].sort());
    await screenshot(page, "no-js-news-last-page-phone");
    await pager.getByRole("link", { name: "Page 1" }).click();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/news");
    await page.close();
  });

  it("an article, /publications and /contact are readable and usable", async () => {
    const page = await context.newPage();
    await page.goto(`/news/${published[0]}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Ward dialogue 1: residents of Isinya ask about water projects",
    );
    expect(await page.getByText("The dialogue ran for three hours").isVisible()).toBe(true);

    await page.goto("/publications");
    const downloads = page.getByRole("link", { name: /^Download PDF/ });
    expect(await downloads.count()).toBeGreaterThan(0);
    const href = (await downloads.first().getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/publications\/[a-z0-9-]+\/download$/);
    const saved = await fetch(new URL(href, server.url));
    expect(saved.headers.get("content-disposition")).toMatch(
      /^attachment; filename="[a-z0-9-]+\.pdf"; filename\*=UTF-8''.+\.pdf$/,
    );
    console.info(`Download PDF saves as: ${saved.headers.get("content-disposition")}`);

    await page.goto("/contact");
    const details = page.getByRole("complementary", { name: "Contact details" });
    expect(await details.getByText(SITE_SETTING_DEFAULTS.contact_email).first().isVisible()).toBe(true);
    expect(await page.getByRole("textbox", { name: /Full name/ }).isVisible()).toBe(true);
    await page.close();
  });

  it("keeps the page usable at laptop width too", async () => {
    const wide = await browser.newContext({ javaScriptEnabled: false, viewport: LAPTOP, baseURL: server.url });
    const page = await wide.newPage();
    await page.goto("/donate#mpesa");
    await screenshot(page, "no-js-donate-laptop");
    await page.goto("/news?page=2");
    await screenshot(page, "no-js-news-page-2-laptop");
    await wide.close();
  });
});
