import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RESOURCES } from "../../server/demo/collections/demo-resources.ts";
import { DEMO_STORIES } from "../../server/demo/collections/demo-stories.ts";
import { pageHref } from "../../shared/pagination.ts";
import { launchBrowser, PHONE, screenshot } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL: server.url });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const titlesOf = (items: Array<Record<string, unknown>>, category?: string) =>
  items.filter((i) => !category || i.category === category).map((i) => String(i.title));

/** The titles of the cards on the page shown. */
const cardTitles = (page: Page) => page.locator("main article h3").allTextContents();

/** Follows Next from the list's first page to its last, collecting every card's title and checking the head's links. */
async function followPages(page: Page, pagesLabel: string, path: string, params: Record<string, string | null>) {
  const pager = page.getByRole("navigation", { name: pagesLabel });
  const href = (n: number) => `${server.url}${pageHref(path, params, n)}`;
  const seen = await cardTitles(page);
  const position = (await pager.count()) ? await pager.locator("p").textContent() : "Page 1 of 1";
  const last = Number(/of (\d+)$/.exec(position ?? "")?.[1]);
  for (let n = 2; n <= last; n++) {
    await pager.getByRole("link", { name: "Next" }).click();
    expect(page.url()).toBe(href(n));
    expect(await page.locator("head link[rel=canonical]").getAttribute("href")).toBe(href(n));
    expect(await page.locator("head link[rel=prev]").getAttribute("href")).toBe(href(n - 1));
    seen.push(...(await cardTitles(page)));
  }
  expect(await page.locator("head link[rel=next]").count()).toBe(0);
  return { seen, last };
}

/** What a visitor whose browser runs no JavaScript gets on the chip-filtered lists. */
describe.each([
  {
    path: "/resources",
    items: DEMO_RESOURCES,
    chips: "Filter resources by category",
    pages: "Resource pages",
    category: { name: "Civic Education", id: "civic-education", count: 9 },
    total: { all: 32, pages: 3 },
  },
  {
    path: "/community-stories",
    items: DEMO_STORIES,
    chips: "Filter stories by category",
    pages: "Story pages",
    category: { name: "Governance", id: "governance", count: 6 },
    total: { all: 24, pages: 2 },
  },
])("$path with JavaScript off", ({ path, items, chips, pages, category, total }) => {
  it("pages through every item with numbered links, each item once", async () => {
    const page = await context.newPage();
    await page.goto(path);
    const all = page.getByRole("navigation", { name: chips }).getByRole("link", { name: `All ${total.all}` });
    expect(await all.getAttribute("aria-current")).toBe("page");
    expect(await page.locator("head link[rel=next]").getAttribute("href")).toBe(`${server.url}${path}?page=2`);
    const { seen, last } = await followPages(page, pages, path, {});
    expect(last).toBe(total.pages);
    expect(seen.sort()).toEqual(titlesOf(items).sort());
    await screenshot(page, `no-js${path.replace("/", "-")}-last-page-phone`);
    await page.getByRole("navigation", { name: pages }).getByRole("link", { name: "Page 1" }).click();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
    await page.close();
  });

  it(`follows the ${category.name} chip to exactly its items; an unknown category and a page past the last`, async () => {
    const page = await context.newPage();
    await page.goto(path);
    const nav = page.getByRole("navigation", { name: chips });
    await nav.getByRole("link", { name: `${category.name} ${category.count}` }).click();
    expect(new URL(page.url()).search).toBe(`?category=${category.id}`);
    expect(await nav.locator("[aria-current=page]").textContent()).toBe(`${category.name}${category.count}`);
    const { seen } = await followPages(page, pages, path, { category: category.id });
    expect(seen.sort()).toEqual(titlesOf(items, category.name).sort());

    const unknown = await page.goto(`${path}?category=unheard-of`);
    expect(unknown?.status()).toBe(200);
    expect(await nav.locator("[aria-current]").count()).toBe(0);
    expect(await page.locator("main article").count()).toBe(0);
    expect(await page.getByText(/^No (resources|stories) in this category yet\.$/).isVisible()).toBe(true);
    expect((await page.goto(`${path}?page=${total.pages + 1}`))?.status()).toBe(404);
    const first = await page.goto(`${path}?page=1&category=${category.id}`);
    expect(first?.request().redirectedFrom()?.url()).toBe(`${server.url}${path}?page=1&category=${category.id}`);
    expect(page.url()).toBe(`${server.url}${path}?category=${category.id}`);
    await page.close();
  });
});
