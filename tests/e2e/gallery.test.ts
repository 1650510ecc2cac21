import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { galleryPage } from "../../app/content/gallery.ts";
import { contactHref } from "../../app/lib/links.ts";
import { seriousViolations } from "../support/axe.ts";
import { launchBrowser, newPage, PHONE, screenshot } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const counter = (page: Page) => page.getByTestId("lightbox").getByText(/^\d+ of \d+$/);

/** A horizontal swipe on the lightbox by dx pixels (touch events, as a phone sends them). */
async function swipe(page: Page, dx: number) {
  await page.getByTestId("lightbox").evaluate((el, delta) => {
    const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 300 });
    el.dispatchEvent(
      new TouchEvent("touchstart", { bubbles: true, touches: [touch(200)], changedTouches: [touch(200)] }),
    );
    el.dispatchEvent(new TouchEvent("touchend", { bubbles: true, touches: [], changedTouches: [touch(200 + delta)] }));
  }, dx);
}

describe("event gallery", () => {
  it("switches albums (links to ?album=) and days, and opens a photo in a lightbox closed by × or the backdrop", async () => {
    const { page, context, errors } = await newPage(browser, { baseURL: server.url });
    await page.goto("/event-gallery");
    const albums = page.getByRole("region", { name: galleryPage.albumsTitle }).getByRole("link");
    const first = page.getByRole("link", { name: /^Leadership Conference 2025/ });
    expect(await first.getAttribute("aria-current")).toBe("true");
    const card = (link: ReturnType<typeof page.getByRole>) => page.getByRole("listitem").filter({ has: link });
    expect(await card(first).getByText("2 sets").isVisible()).toBe(true);
    expect(
      await card(page.getByRole("link", { name: /^Uraia Soft Launch/ }))
        .getByText("1 set")
        .isVisible(),
    ).toBe(true);
    expect(await albums.count()).toBe(3);

    const tabs = page.getByRole("tablist", { name: galleryPage.tabsLabel });
    const photos = page.getByRole("tabpanel").getByRole("listitem");
    expect(await tabs.getByRole("tab").allTextContents()).toEqual(["Day 1 (30)", "Day 2 (15)"]);
    expect(await photos.count()).toBe(30);
    await tabs.getByRole("tab", { name: /Day 2/ }).click();
    expect(await tabs.getByRole("tab", { name: /Day 2/ }).getAttribute("aria-selected")).toBe("true");
    expect(await photos.count()).toBe(15);

    // Another album starts again at its first set; the address names it, and the page is not reloaded.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const civic = page.getByRole("link", { name: /^Civic Leadership Conference 2024/ });
    await civic.click();
    await page.waitForURL(
      `**/event-gallery?album=${new URL((await civic.getAttribute("href")) ?? "", server.url).searchParams.get("album")}`,
    );
    await expect.poll(() => tabs.getByRole("tab").allTextContents()).toEqual(["All (8)"]);
    expect(await civic.getAttribute("aria-current")).toBe("true");
    expect(await first.getAttribute("aria-current")).toBeNull();
    await first.click();
    await expect.poll(() => first.getAttribute("aria-current")).toBe("true");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    expect(await tabs.getByRole("tab", { name: /Day 1/ }).getAttribute("aria-selected")).toBe("true");
    expect(await photos.count()).toBe(30);

    await photos.nth(2).getByRole("link").click();
    const lightbox = page.getByRole("dialog");
    await lightbox.waitFor();
    expect(await lightbox.getByRole("img").getAttribute("alt")).toContain("(photo 3 of 30)");
    await lightbox.getByRole("button", { name: galleryPage.close }).click();
    await lightbox.waitFor({ state: "hidden" });
    await photos.nth(0).getByRole("link").click();
    await lightbox.waitFor();
    await page.mouse.click(10, 10);
    await lightbox.waitFor({ state: "hidden" });

    expect(await seriousViolations(page)).toEqual([]);
    // The album's actions name it: its own ZIP, and a request whose subject is its title.
    const shown = await page.locator("#album-title").innerText();
    expect(await page.getByRole("link", { name: galleryPage.actions.request }).getAttribute("href")).toBe(
      contactHref(galleryPage.actions.requestSubject(shown), "resource"),
    );
    expect(await page.getByRole("link", { name: galleryPage.actions.download }).getAttribute("href")).toMatch(
      /^\/event-gallery\/\d+\/photos\.zip$/,
    );
    expect(errors).toEqual([]);
    await screenshot(page, "event-gallery-laptop");
    await page.setViewportSize(PHONE);
    await screenshot(page, "event-gallery-phone");
    // On a phone the album is below the cards: choosing one brings its title into view.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("link", { name: /^Uraia Soft Launch/ }).click();
    await expect.poll(() => page.locator("#album-title").textContent()).toBe("Uraia Soft Launch");
    await expect
      .poll(() =>
        page.locator("#album-title").evaluate((el) => el.getBoundingClientRect().top < window.innerHeight / 2),
      )
      .toBe(true);
    await context.close();
  });

  it("home: album modal loading its day tabs (retry after a failure), and a lightbox over 12 highlights with keys, wheel and swipe", async () => {
    const { page, context, errors } = await newPage(browser, { baseURL: server.url });
    await page.goto("/#gallery");
    const section = page.locator("section#gallery");
    // The first time, the album's sets fail to load: the window says so and offers to try again.
    let calls = 0;
    await page.route("**/api/albums/*", async (route) => {
      calls += 1;
      if (calls === 1) await route.fulfill({ status: 503, body: "{}" });
      else await route.continue();
    });
    await section.getByRole("link", { name: /^Leadership Conference 2025/ }).click();
    const album = page.getByRole("dialog", { name: "Leadership Conference 2025" });
    await album.getByRole("alert").getByText(galleryPage.home.loadFailed).waitFor();
    await album.getByRole("button", { name: galleryPage.home.retry }).click();
    await album.getByRole("tab", { name: /Day 2/ }).waitFor();
    expect(await album.getByRole("tab").allTextContents()).toEqual(["Day 1 (30)", "Day 2 (15)"]);
    expect(calls).toBe(2);
    await album.getByRole("tab", { name: /Day 2/ }).click();
    expect(await album.getByRole("tabpanel").getByRole("listitem").count()).toBe(15);
    await page.keyboard.press("Escape");
    await album.waitFor({ state: "hidden" });

    const highlights = section.getByRole("link", { name: /^Open photo/ });
    expect(await highlights.count()).toBe(12);
    await highlights.nth(0).click();
    await expect.poll(() => counter(page).textContent()).toBe("1 of 12");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => counter(page).textContent()).toBe("2 of 12");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => counter(page).textContent()).toBe("12 of 12");
    await page.getByRole("button", { name: galleryPage.next }).click();
    await expect.poll(() => counter(page).textContent()).toBe("1 of 12");
    await page.getByRole("button", { name: galleryPage.previous }).click();
    await expect.poll(() => counter(page).textContent()).toBe("12 of 12");

    await page.mouse.move(600, 300);
    await page.mouse.wheel(0, 120);
    await expect.poll(() => counter(page).textContent()).toBe("1 of 12");
    await page.waitForTimeout(400);
    await page.mouse.wheel(0, -120);
    await expect.poll(() => counter(page).textContent()).toBe("12 of 12");

    await swipe(page, -80);
    await expect.poll(() => counter(page).textContent()).toBe("1 of 12");
    await swipe(page, 80);
    await expect.poll(() => counter(page).textContent()).toBe("12 of 12");
    await swipe(page, 30);
    await page.waitForTimeout(100);
    expect(await counter(page).textContent()).toBe("12 of 12");

    await page.keyboard.press("Escape");
    await page.getByTestId("lightbox").waitFor({ state: "detached" });
    // The one error is the refused request made on purpose above.
    expect(errors).toEqual([
      "console: Failed to load resource: the server responded with a status of 503 (Service Unavailable)",
    ]);
    await context.close();
  });
});
