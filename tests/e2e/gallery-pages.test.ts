import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { galleryPage } from "../../app/content/gallery.ts";
import { pagerCopy } from "../../app/content/pagination.ts";
import { launchBrowser, PHONE } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { apiToken } from "./admin-support.ts";
import { rawHtml } from "./content-api.ts";

let server: RunningServer;
let browser: Browser;
const ALBUMS = 15;
const PHOTOS = 3;
const ids: number[] = [];
let draftId = 0;

const title = (i: number) => `Ward Forum ${i}`;
const alt = (i: number, n: number) => `Ward Forum ${i}: residents at the table, photo ${n}`;

/** Creates an album of one set of 3 photos through the staff API; published unless `published_at` says otherwise. */
async function createAlbum(token: string, i: number, extra: Record<string, unknown> = {}): Promise<number> {
  const photos = Array.from({ length: PHOTOS }, (_, n) => ({
    url: `/art/gallery-soft-launch-2023-${n + 1}`,
    alt: alt(i, n + 1),
  }));
  const res = await fetch(`${server.url}/api/albums`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: title(i),
      date: `2025-0${1 + (i % 9)}-10`,
      location: "Isinya, Kajiado County",
      sets: [{ name: "Day 1", photos }],
      published_at: "2025-01-01T00:00:00.000Z",
      ...extra,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

beforeAll(async () => {
  // An empty site: the 15 albums made here are the whole gallery.
  [server, browser] = await Promise.all([startServer({ DEMO_CONTENT: "false" }), launchBrowser()]);
  const token = await apiToken(server.url);
  for (let i = 1; i <= ALBUMS; i++) ids.push(await createAlbum(token, i));
  draftId = await createAlbum(token, 99, { published_at: null });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The album cards (list items with a heading; the pager's items have none). */
const cards = (page: Page) =>
  page
    .getByRole("region", { name: galleryPage.albumsTitle })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading") });
const shownPhotos = async (page: Page) =>
  (
    await page
      .getByRole("tabpanel")
      .getByRole("link")
      .evaluateAll((els) => els.map((e) => e.ariaLabel ?? ""))
  ).map((label) => label.replace(`${galleryPage.openImage}: `, ""));

describe("event gallery pages", () => {
  it("with JavaScript off, the page links and album links reach every album's photos", async () => {
    const context: BrowserContext = await browser.newContext({
      javaScriptEnabled: false,
      viewport: PHONE,
      baseURL: server.url,
    });
    const page = await context.newPage();
    const seen: string[] = [];
    const titles: string[] = [];
    let address: string | null = "/event-gallery";
    for (let n = 1; address; n++) {
      await page.goto(address, { waitUntil: "domcontentloaded" });
      expect(await page.locator("h1").textContent()).toBe(galleryPage.hero.title);
      const pager = page.getByRole("navigation", { name: galleryPage.pagesLabel });
      expect(await pager.getByText(pagerCopy.position(n, 2)).isVisible()).toBe(true);
      expect(await cards(page).count()).toBe(n === 1 ? 12 : ALBUMS - 12);
      // The page's first album is shown until another is chosen.
      expect(await cards(page).first().getByRole("link").getAttribute("aria-current")).toBe("true");
      const links = await cards(page)
        .getByRole("link")
        .evaluateAll((els) => els.map((e) => e.getAttribute("href") ?? ""));
      for (const [i, href] of links.entries()) {
        expect(href).toBe(`/event-gallery?album=${ids[(n - 1) * 12 + i]}${n > 1 ? `&page=${n}` : ""}`);
        await page.goto(href, { waitUntil: "domcontentloaded" });
        const shown = cards(page).nth(i).getByRole("link");
        expect(await shown.getAttribute("aria-current")).toBe("true");
        titles.push((await page.locator("#album-title").textContent()) ?? "");
        expect(await page.getByRole("tab", { selected: true }).textContent()).toBe(`Day 1 (${PHOTOS})`);
        seen.push(...(await shownPhotos(page)));
      }
      const next = pager.getByRole("link", { name: pagerCopy.next });
      address = (await next.count()) > 0 ? await next.getAttribute("href") : null;
      if (n > 2) throw new Error("more pages than albums");
    }
    const every = Array.from({ length: ALBUMS }, (_, i) => i + 1);
    expect(titles).toEqual(every.map(title));
    expect(seen).toEqual(every.flatMap((i) => [1, 2, 3].map((n) => alt(i, n))));
    await context.close();
  }, 120_000);

  it("sends the photos of the shown album only, and the home page only its highlights", async () => {
    const first = await rawHtml(`${server.url}/event-gallery`);
    expect(first.status).toBe(200);
    expect(first.html).toContain(alt(1, 3));
    expect(first.html).toContain(title(12));
    for (const i of [2, 12, 14]) expect(first.html).not.toContain(alt(i, 1));

    // Any published album can be shown, also one of another page; its card's page stays.
    const other = await rawHtml(`${server.url}/event-gallery?album=${ids[13]}`);
    expect(other.status).toBe(200);
    expect(other.html).toContain(alt(14, 2));
    expect(other.html).not.toContain(alt(1, 1));
    expect(other.html).toContain(`<link rel="canonical" href="${server.url}/event-gallery?album=${ids[13]}"/>`);
    expect(other.html).toContain(`<link rel="next" href="${server.url}/event-gallery?page=2"/>`);

    const second = await rawHtml(`${server.url}/event-gallery?page=2`);
    expect(second.html).toContain(`<title>${galleryPage.meta.title} (Page 2 of 2) | Uraia</title>`);
    expect(second.html).toContain(`<link rel="prev" href="${server.url}/event-gallery"/>`);
    expect(second.html).toContain(alt(13, 1));

    // Home: 6 cards and the first 4 photos of each first set, at most 12 (albums 1 to 4 here).
    const home = await rawHtml(`${server.url}/`);
    expect(home.html).toContain(title(6));
    expect(home.html).toContain(alt(4, 3));
    expect(home.html).not.toContain(alt(5, 1));
    expect(home.html).not.toContain(title(7));
  });

  it("answers a malformed page with its address, and an album or page that is not there with the 404 page", async () => {
    const redirect = await fetch(`${server.url}/event-gallery?page=1&album=${ids[2]}&utm_source=x`, {
      redirect: "manual",
    });
    expect([redirect.status, redirect.headers.get("location")]).toEqual([301, `/event-gallery?album=${ids[2]}`]);
    for (const address of [`?album=${draftId}`, "?album=9999", "?album=abc", `?album=0${ids[0]}`, "?page=3"]) {
      const missing = await rawHtml(`${server.url}/event-gallery${address}`);
      expect([address, missing.status]).toEqual([address, 404]);
      expect(missing.html).toContain("Oops! The page you are looking for doesn’t exist.");
    }
  });
});
