import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactForm } from "../../app/content/contact.ts";
import { formCopy } from "../../app/content/forms.ts";
import { articlePage } from "../../app/content/news-page.ts";
import { offlinePage, saveButton, savedPage } from "../../app/content/offline.ts";
import { shellCopy } from "../../app/content/shell.ts";
import { offlinePage as offlinePageSw } from "../../app/content/sw/offline.ts";
import { launchBrowser, PHONE, screenshot } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { humanPause, storedMessages } from "./forms-support.ts";

let server: RunningServer;
let browser: Browser;
/** One visitor with JavaScript, at phone width: the service worker installs once for all the tests. */
let context: BrowserContext;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: PHONE, baseURL: server.url });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 20_000 });

/** Opens `path` and waits until the page has hydrated and the service worker is active. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

const imageShown = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

describe("reading offline", () => {
  it("installs the service worker on a first visit only once the page has hydrated and settled", async () => {
    const firstVisit = await browser.newContext({ viewport: PHONE, baseURL: server.url });
    const page = await firstVisit.newPage();
    await page.goto("/");
    await hydrated(page);
    // Hydrated, and not yet settled (2 s later, app/lib/offline/offline-client.ts): nothing installs while the page starts.
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(1);
    await firstVisit.close();
  });

  it("opens a saved article and a saved report's page 2 offline, and the offline page for the rest", async () => {
    const page = await context.newPage();
    const news = (await (await fetch(`${server.url}/api/news?limit=1`)).json()) as {
      items: Array<{ slug: string; title: string }>;
    };
    const article = news.items[0];
    if (!article) throw new Error("no demo article");
    await open(page, `/news/${article.slug}`);
    await page.getByRole("button", { name: saveButton.save }).click();
    await page.getByRole("status").filter({ hasText: "Saved for offline · " }).waitFor();

    await open(page, "/publications");
    const report =
      (await page
        .getByRole("link", { name: /^Read Online: / })
        .first()
        .getAttribute("href")) ?? "";
    // With scripts the pdf.js reader opens over the page-by-page reader: the button is in its toolbar too.
    // The demo publications' pages are rendered in the background just after start-up.
    const reader = page.getByRole("dialog");
    await expect
      .poll(
        async () => {
          await open(page, report);
          return reader
            .getByRole("button", { name: saveButton.save })
            .waitFor({ timeout: 5_000 })
            .then(
              () => 1,
              () => 0,
            );
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(1);
    const reportTitle = ((await page.locator("#page-reader-title").textContent()) ?? "").replace(/^Reading: /, "");
    await reader.getByRole("button", { name: saveButton.save }).click();
    await reader.getByRole("status").filter({ hasText: "Saved for offline · " }).waitFor();
    await page.getByRole("button", { name: "Close reader" }).click();

    // The Saved page works offline though never opened: the service worker kept it at install.
    await context.setOffline(true);
    await page.goto("/saved");
    const list = page.getByRole("list", { name: savedPage.listLabel });
    await list.getByRole("link", { name: article.title }).waitFor();
    await list.getByRole("link", { name: reportTitle }).waitFor();
    await list.getByRole("button", { name: `Remove ${article.title}` }).waitFor();
    await screenshot(page, "saved-390");

    await page.goto(`/news/${article.slug}`);
    await page.getByRole("heading", { level: 1, name: article.title }).waitFor();
    expect(await imageShown(page, "article img")).toBe(true);
    // The saved copy says when it was saved (it is refreshed only when opened online).
    await hydrated(page);
    await page.getByRole("status").filter({ hasText: "Saved for offline · " }).waitFor();
    // A link from it to a page not saved opens as a whole page: the offline page, not a broken in-app view.
    await page.getByRole("link", { name: articlePage.back }).first().click();
    await page.getByRole("heading", { level: 1, name: offlinePage.title }).waitFor();

    const doc = new URL(report, server.url).searchParams.get("doc") ?? "";
    await page.goto(`/publications?doc=${doc}&page=2`);
    const pageReader = page.locator('section[aria-labelledby="page-reader-title"]');
    await pageReader.getByText(/^Page 2 of \d+$/).waitFor();
    expect(await imageShown(page, 'section[aria-labelledby="page-reader-title"] img')).toBe(true);

    // Never opened, never saved: the offline page in the page's language, linking to what is saved.
    await page.goto("/sw/about");
    await page.getByRole("heading", { level: 1, name: offlinePageSw.title }).waitFor();
    await page.getByRole("link", { name: article.title }).waitFor();
    await page.getByRole("link", { name: reportTitle }).waitFor();
    await screenshot(page, "offline-sw-390");
    await page.goto("/about");
    await page.getByRole("heading", { level: 1, name: offlinePage.title }).waitFor();
    await screenshot(page, "offline-390");
    // Its icons are drawn offline: the service worker kept their sprite with the offline pages.
    const sprite = (await page.locator("header summary use").first().getAttribute("href"))?.split("#")[0] ?? "";
    expect(sprite).toMatch(/^\/assets\/icons-[\w-]+\.svg$/);
    expect(await page.evaluate(async (url) => (await caches.match(url))?.ok ?? false, sprite)).toBe(true);
    // Its language switch leads to the page asked for; its newsletter box, which could not be sent, is left out.
    const switches = await page.getByRole("link", { name: shellCopy.languageSwitch.label }).all();
    expect(switches.length).toBeGreaterThan(0);
    for (const link of switches) expect(await link.getAttribute("href")).toBe("/language?to=sw&return=%2Fsw%2Fabout");
    expect(await page.getByRole("form", { name: shellCopy.newsletterForm }).count()).toBe(0);
    await page.getByRole("link", { name: offlinePage.seeSaved }).click();
    await page.getByRole("list", { name: savedPage.listLabel }).getByRole("link", { name: reportTitle }).waitFor();
    await context.setOffline(false);
    await page.close();
  });

  it("keeps a contact message sent offline and stores it once when the network returns, though sent twice", async () => {
    const page = await context.newPage();
    const subject = `Offline dialogue ${Date.now()}`;
    await open(page, "/contact");
    const main = page.getByRole("main");
    await main.getByLabel(contactForm.fields.name.label).fill("Amina Wanjiku");
    await main.getByLabel(contactForm.fields.email.label).fill("amina@example.co.ke");
    await main.getByLabel(contactForm.fields.subject.label).fill(subject);
    await main.getByLabel(contactForm.fields.message.label).fill("Typed on the matatu where the signal drops.");
    await main.getByLabel(/I agree that Uraia may keep these details/).check();
    await humanPause(page);

    await context.setOffline(true);
    await page.getByRole("button", { name: contactForm.submit }).click();
    await page.getByRole("status").getByText(formCopy.waiting.title).waitFor();

    // Every attempt, the page's or the service worker's (Background Sync): the first reaches the
    // server, but its answer is lost on the way back, so the browser sends the form again.
    const keys: string[] = [];
    await context.route("**/api/messages", async (route) => {
      keys.push((await route.request().headerValue("idempotency-key")) ?? "");
      if (keys.length > 1) return route.continue();
      await route.fetch();
      await route.abort();
    });
    await context.setOffline(false);
    const stored = async () => (await storedMessages(server.url)).filter((m) => m.subject === subject);
    await expect.poll(async () => (await stored()).length, { timeout: 20_000 }).toBe(1);
    const waiting = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const db = indexedDB.open("uraia-offline");
            db.onsuccess = () => {
              const count = db.result.transaction("outbox").objectStore("outbox").count();
              count.onsuccess = () => resolve(count.result);
            };
          }),
      );
    // Background Sync sends it again at once; a browser without it sends it from the next page.
    await expect
      .poll(waiting, { timeout: 5_000 })
      .toBe(0)
      .catch(async () => {
        await page.reload();
        await hydrated(page);
        await expect.poll(waiting, { timeout: 20_000 }).toBe(0);
      });
    await context.unroute("**/api/messages");
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    const [message, ...others] = await stored();
    expect(others).toEqual([]);
    expect(message).toMatchObject({ status: "new", name: "Amina Wanjiku", spam_reason: null });
    await page.close();
  });

  it("registers no service worker on lite pages", async () => {
    const lite = await browser.newContext({
      viewport: PHONE,
      baseURL: server.url,
      extraHTTPHeaders: { "Save-Data": "on" },
    });
    const page = await lite.newPage();
    await page.goto("/news");
    await page.waitForLoadState("load");
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
    expect(await page.locator('script[type="module"], link[rel="modulepreload"]').count()).toBe(0);
    await lite.close();
  });
});
