import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsPage } from "../../app/content/news-page.ts";
import { seriousViolations } from "../support/axe.ts";
import { launchBrowser, newPage, PHONE, screenshot } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { rawHtml, staffApi } from "./content-api.ts";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The next alert/prompt: its type, message and default value; it is answered so the page goes on. */
function nextDialog(page: Page): Promise<{ type: string; message: string; value: string }> {
  return new Promise((resolve) => {
    page.once("dialog", async (dialog) => {
      resolve({ type: dialog.type(), message: dialog.message(), value: dialog.defaultValue() });
      await dialog.dismiss();
    });
  });
}

const noiseFree = (errors: string[]) => errors.filter((e) => !e.includes("status of 404"));

describe("news list and article", () => {
  it("filters by category with real counts, opens an article and shares it", async () => {
    const { page, context, errors } = await newPage(browser, { baseURL: server.url });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    await page.goto("/news");
    await page.getByRole("heading", { name: "Latest News", level: 1 }).waitFor();
    await page.getByRole("heading", { name: "Featured Stories" }).waitFor();
    await page.getByRole("heading", { name: "All News" }).waitFor();
    expect(await page.getByText(newsPage.latestBadge, { exact: true }).count()).toBeGreaterThan(0);
    await expect(page.getByPlaceholder("Enter your email").isVisible()).resolves.toBe(true);
    expect(await page.getByText(/Showing static content/).count()).toBe(0);

    // Real counts: the chip's number equals the articles listed after choosing it.
    const chips = page.getByRole("navigation", { name: newsPage.categoriesLabel }).getByRole("link");
    const chip = chips.filter({ hasText: "Civic Education" });
    const count = Number(await chip.locator("span").innerText());
    expect(count).toBeGreaterThan(0);
    await chip.click();
    await page.waitForURL("**/news?category=Civic%20Education");
    await expect.poll(() => chip.getAttribute("aria-current")).toBe("page");
    await page.getByRole("heading", { name: "Featured Stories" }).waitFor({ state: "detached" });
    const cards = page.locator("#all-news + div article");
    await expect.poll(() => cards.count()).toBe(count);
    for (const badge of await cards.locator("span", { hasText: /^Civic Education$/ }).all()) {
      expect(await badge.isVisible()).toBe(true);
    }

    const title = await cards.first().getByRole("heading").innerText();
    await cards.first().getByRole("heading").getByRole("link").click();
    await page.waitForURL(/\/news\/[a-z0-9-]+$/);
    const slug = new URL(page.url()).pathname.split("/").pop()!;
    await page.getByRole("heading", { name: title, level: 1 }).waitFor();
    await expect(page.getByRole("link", { name: "Back to News" }).first().isVisible()).resolves.toBe(true);

    const share = page.getByRole("list", { name: `Share “${title}”` }).first();
    const shareUrl = `${server.url}/news/${slug}`;
    const enc = encodeURIComponent(shareUrl);
    const x = share.getByRole("link", { name: "Share on X" });
    expect(await x.getAttribute("href")).toBe(
      `https://x.com/intent/tweet?url=${enc}&text=${encodeURIComponent(title)}`,
    );
    expect(await x.getAttribute("target")).toBe("_blank");
    expect(await x.getAttribute("rel")).toContain("noopener");
    expect(await share.getByRole("link", { name: "Share on Facebook" }).getAttribute("href")).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${enc}`,
    );
    expect(await share.getByRole("link", { name: "Share on LinkedIn" }).getAttribute("href")).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${enc}`,
    );
    expect(await share.getByRole("link", { name: "Share on WhatsApp" }).getAttribute("href")).toContain(
      `https://wa.me/?text=`,
    );

    const alert = nextDialog(page);
    await share.getByRole("button", { name: "Copy link" }).click();
    expect(await alert).toEqual({ type: "alert", message: "Link copied to clipboard", value: "" });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);

    await page.getByRole("link", { name: "Back to News" }).first().click();
    await page.waitForURL("**/news");
    expect(noiseFree(errors)).toEqual([]);
    await context.close();
  });

  it("shows the loading states while the next page's data is on its way", async () => {
    const { page, context } = await newPage(browser, { baseURL: server.url });
    await page.goto("/news");
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await page.route("**/*.data*", async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.locator("#featured-stories + div article h3 a").first().click();
    await page.getByRole("status").filter({ hasText: "Loading article..." }).waitFor();
    await page.getByRole("link", { name: "Back to News" }).first().waitFor();
    expect(await page.getByText("Loading article...").count()).toBe(0);
    await context.close();
  });

  it("prompts with the link when the clipboard refuses", async () => {
    const { page, context } = await newPage(browser, { baseURL: server.url });
    await page.goto("/news");
    await page.evaluate(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new Error("denied")) },
      });
    });
    const prompt = nextDialog(page);
    await page.getByRole("button", { name: "Copy link" }).first().click();
    const shown = await prompt;
    expect([shown.type, shown.message]).toEqual(["prompt", "Copy the link:"]);
    expect(shown.value).toMatch(new RegExp(`^${server.url}/news/[a-z0-9-]+$`));
    await context.close();
  });

  it("redirects an id URL and /news/slug/{slug} to the slug URL (301 for a fresh request)", async () => {
    const api = await staffApi(server.url);
    const created = await api.createNews({
      title: "Ward Budget Forum Dates Announced",
      excerpt: "Five forums in five wards.",
      content: "Dates:\n• Monday in Kitengela\n• Tuesday in Isinya",
      category: "Public Participation",
      published_at: "2025-01-05T09:00:00Z",
    });
    const byId = await rawHtml(`${server.url}/news/${created.id}`);
    expect(byId.status).toBe(301);
    const legacy = await fetch(`${server.url}/news/slug/${created.slug}`, { redirect: "manual" });
    expect([legacy.status, legacy.headers.get("location")]).toEqual([301, `/news/${created.slug}`]);

    const { page, context } = await newPage(browser, { baseURL: server.url });
    await page.goto(`/news/${created.id}`);
    expect(new URL(page.url()).pathname).toBe(`/news/${created.slug}`);
    // Plain text: the bullet lines became one list.
    const bullets = page.getByRole("list").filter({ hasText: "Monday in Kitengela" });
    expect(await bullets.getByRole("listitem").allInnerTexts()).toEqual(["Monday in Kitengela", "Tuesday in Isinya"]);

    // In the browser (client-side navigation, as a link in the app would do): the id URL
    // ends on the slug URL, and Back returns to the news list.
    await page.goto("/news");
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await page.evaluate((id) => {
      const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } })
        .__reactRouterDataRouter;
      return router.navigate(`/news/${id}`);
    }, created.id);
    await page.waitForURL(`**/news/${created.slug}`);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/news");
    await context.close();
  });

  it("redirects an old slug to the current one after the title changes", async () => {
    const api = await staffApi(server.url);
    const created = await api.createNews({ title: "Youth Forum in Ngong", published_at: "2025-01-06T09:00:00Z" });
    const updated = await api.updateNews(created.id, { title: "Youth Forum in Ngong Moves to Saturday" });
    expect(updated.slug).not.toBe(created.slug);
    const res = await fetch(`${server.url}/news/${created.slug}`, { redirect: "manual" });
    expect([res.status, res.headers.get("location")]).toEqual([301, `/news/${updated.slug}`]);
  });

  it("never shows drafts or scheduled news to the public", async () => {
    const api = await staffApi(server.url);
    const draft = await api.createNews({ title: "Draft Notes on the Club Gathering", published_at: null });
    const scheduled = await api.createNews({
      title: "Scheduled Announcement for Next Year",
      published_at: new Date(Date.now() + 365 * 86400_000).toISOString(),
    });
    const list = await rawHtml(`${server.url}/news`);
    for (const item of [draft, scheduled]) {
      expect(list.html).not.toContain(item.slug);
      expect((await rawHtml(`${server.url}/news/${item.slug}`)).status).toBe(404);
      expect((await rawHtml(`${server.url}/news/${item.id}`)).status).toBe(404);
      expect((await rawHtml(`${server.url}/sitemap.xml`)).html).not.toContain(item.slug);
      expect((await rawHtml(`${server.url}/news/feed.xml`)).html).not.toContain(item.slug);
    }
    const { page, context } = await newPage(browser, { baseURL: server.url });
    await page.goto(`/news/${draft.slug}`);
    await expect(
      page.getByRole("heading", { name: "Oops! The page you are looking for doesn’t exist." }).isVisible(),
    ).resolves.toBe(true);
    await context.close();
  });

  it("has no serious accessibility problems on the list and an article", async () => {
    const { page, context } = await newPage(browser, { baseURL: server.url });
    for (const path of ["/news", "/news/kajiado-youth-take-the-floor-at-county-budget-hearings"]) {
      await page.goto(path);
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await context.close();
  });

  it("looks right on a phone and a laptop", async () => {
    for (const [label, viewport] of [
      ["phone", PHONE],
      ["laptop", undefined],
    ] as const) {
      const { page, context, errors } = await newPage(browser, { baseURL: server.url, viewport });
      await page.goto("/news");
      await screenshot(page, `news-list-${label}`);
      await page.locator("#featured-stories + div article h3 a").first().click();
      await page.waitForURL(/\/news\/[a-z0-9-]+$/);
      await screenshot(page, `news-article-${label}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
      expect(noiseFree(errors)).toEqual([]);
      await context.close();
    }
  });
});

describe("news with an empty database", () => {
  let empty: RunningServer;
  beforeAll(async () => {
    empty = await startServer({ DEMO_CONTENT: "false" });
  });
  afterAll(async () => {
    await empty?.stop();
  });

  it("shows the built-in samples with the static-content note, and their articles open", async () => {
    const { page, context } = await newPage(browser, { baseURL: empty.url });
    await page.goto("/news");
    await expect(
      page.getByText("Showing static content — no news has been published yet", { exact: true }).isVisible(),
    ).resolves.toBe(true);
    expect(await page.locator("#featured-stories + div article").count()).toBeGreaterThan(0);
    expect(await page.locator("#all-news + div article").count()).toBeGreaterThan(0);
    await page.locator("#all-news + div article h3 a").first().click();
    await page.waitForURL(/\/news\/[a-z0-9-]+$/);
    await page.getByRole("link", { name: "Back to News" }).first().waitFor();
    await expect(page.getByRole("heading", { level: 1 }).isVisible()).resolves.toBe(true);
    await context.close();
  });
});
