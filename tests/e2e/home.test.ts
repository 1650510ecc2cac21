import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HERO_INTERVAL_MS, heroSlides } from "../../app/content/home.ts";
import { LAPTOP, launchBrowser, newPage, PHONE, screenshot, screenshotsTaken } from "../support/browser.ts";
import { type RunningServer, startServer, TEST_ADMIN } from "../support/server.ts";

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

const open = (viewport = LAPTOP) => newPage(browser, { baseURL: server.url, viewport });
const activeTitle = (page: Page) =>
  page.evaluate(
    () => document.querySelector('[aria-roledescription="slide"]:not([aria-hidden]) :is(h1,h2)')?.textContent,
  );

describe("home page", () => {
  it("is server-rendered with the first slide, the anchored sections, meta tags and the NGO JSON-LD", async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<h1 class="`);
    expect(html).toContain(heroSlides[0]?.title);
    for (const id of ["home", "hero", "about", "programs", "publications", "gallery", "partners", "collaborations"]) {
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain(`<link rel="canonical" href="${server.url}/"`);
    expect(html).toMatch(/<link[^>]*rel="preload" as="image"[^>]*imagesrcset="\/art\/hero-dialogue-640\.avif/i);
    const ld = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/)?.[1];
    expect(JSON.parse(ld ?? "{}")).toMatchObject({ "@type": "NGO", name: "Uraia", url: `${server.url}/` });
    // Only the first hero image is in the server HTML.
    expect(html).not.toContain("hero-x-spaces-640");
  });

  // The page's clock runs on its own and the test moves it on: the waits take no time.
  it("rotates every 5 s, jumps with the dots and pauses while hovered", async () => {
    const { page, errors, context } = await open();
    await page.clock.install();
    await page.goto("/");
    expect(await activeTitle(page)).toBe(heroSlides[0]?.title);
    const dot = (n: number) => page.getByRole("button", { name: `Go to slide ${n}` });
    expect(await dot(1).getAttribute("aria-current")).toBe("true");
    await page.mouse.move(5, 30);
    await page.clock.runFor(HERO_INTERVAL_MS - 1200);
    expect(await activeTitle(page)).toBe(heroSlides[0]?.title);
    await page.clock.runFor(1200);
    await expect.poll(() => activeTitle(page), { timeout: 3000 }).toBe(heroSlides[1]?.title);
    expect(await dot(2).getAttribute("aria-current")).toBe("true");

    await dot(4).click();
    expect(await activeTitle(page)).toBe(heroSlides[3]?.title);
    expect(await dot(4).getAttribute("aria-current")).toBe("true");
    expect(await dot(1).getAttribute("aria-current")).toBeNull();
    // Hovered (the pointer is on the dot): no rotation.
    await page.clock.runFor(HERO_INTERVAL_MS + 800);
    expect(await activeTitle(page)).toBe(heroSlides[3]?.title);
    // Pointer away and focus elsewhere: wraps round to the first slide.
    await page.mouse.move(5, 30);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(HERO_INTERVAL_MS);
    await expect.poll(() => activeTitle(page), { timeout: 3000 }).toBe(heroSlides[0]?.title);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("does not rotate under prefers-reduced-motion", async () => {
    const { page, context } = await open();
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.mouse.move(5, 30);
    await page.clock.runFor(HERO_INTERVAL_MS + 1000);
    expect(await activeTitle(page)).toBe(heroSlides[0]?.title);
    await page.getByRole("button", { name: "Go to slide 3" }).click();
    expect(await activeTitle(page)).toBe(heroSlides[2]?.title);
    await context.close();
  });

  it("keeps content visible without JavaScript and fades sections in once with it", async () => {
    const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL: server.url });
    const page = await noJs.newPage();
    await page.goto("/");
    const hidden = await page.evaluate(
      () => Array.from(document.querySelectorAll("main *")).filter((el) => getComputedStyle(el).opacity === "0").length,
    );
    // Only the inactive hero slides are transparent.
    expect(hidden).toBe(heroSlides.length - 1);
    await noJs.close();

    const { page: js, context } = await open(PHONE);
    await js.goto("/");
    const partners = js.locator("#partners .reveal");
    await expect.poll(() => partners.locator(".reveal-pending").count()).toBeGreaterThan(0);
    await js.locator("#partners").scrollIntoViewIfNeeded();
    await expect.poll(() => partners.locator(".reveal-pending").count()).toBe(0);
    await context.close();
  });

  it("looks right at both sizes (screenshots)", async () => {
    for (const [label, viewport] of [
      ["390", PHONE],
      ["1366", LAPTOP],
    ] as const) {
      const { page, errors, context } = await open(viewport);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/");
      // Lazy pictures load as the page passes by, for the screenshot (none is taken in CI).
      if (screenshotsTaken()) {
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight && y < 40_000; y += 400) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 30));
          }
          window.scrollTo(0, 0);
        });
        await screenshot(page, `home-${label}`);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe("Listen Live", () => {
  async function setListenLive(value: string | null) {
    const login = await fetch(`${server.url}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(TEST_ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const res = await fetch(`${server.url}/api/settings/listen_live_url`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ value }),
    });
    expect(res.status).toBe(200);
  }

  it("is hidden while the setting is empty and shown (new tab) once it holds a URL", async () => {
    await setListenLive(null);
    const { page, context } = await open();
    await page.goto("/");
    expect(await page.getByRole("link", { name: /Listen Live/ }).count()).toBe(0);

    await setListenLive("https://stream.example.org/live");
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toContain('href="https://stream.example.org/live"');
    await page.goto("/");
    const link = page.getByRole("link", { name: /Listen Live/ });
    expect(await link.getAttribute("href")).toBe("https://stream.example.org/live");
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toContain("noopener");
    await setListenLive(null);
    await context.close();
  });
});
