import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactForm } from "../../app/content/contact.ts";
import { navigation } from "../../app/content/navigation.ts";
import { donationDetails } from "../../shared/donation-details.ts";
import { SITE_SETTING_DEFAULTS } from "../../shared/site-settings.ts";
import { launchBrowser, PHONE, screenshot } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { humanPause } from "./forms-support.ts";

const donations = donationDetails(SITE_SETTING_DEFAULTS);

let server: RunningServer;
let browser: Browser;
/** JavaScript off, at phone width: Opera Mini's extreme mode, a text browser, a phone still loading. */
let noScript: BrowserContext;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  noScript = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL: server.url });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const openMenu = async (page: Page) => {
  await page.locator("header summary[aria-label='Open menu']").click();
  const menu = page.locator("#site-menu");
  await menu.waitFor({ state: "visible" });
  return menu;
};

/** The scripts a page carries, other than JSON-LD data. */
const scriptsIn = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/g)].filter((m) => !/type="application\/ld\+json"/.test(m[1] ?? ""));

describe("with JavaScript off, at 390 px", () => {
  const targets = [...new Set(navigation.flatMap((l) => [l.to, ...(l.items ?? []).map((i) => i.to)]))];

  it("opens the menu, and each of its links leads to its page", async () => {
    const page = await noScript.newPage();
    await page.goto("/newsletter");
    const menu = await openMenu(page);
    for (const to of targets) expect(await menu.locator(`a[href="${to}"]`).first().isVisible(), to).toBe(true);
    // Every link's page, as a browser without scripts gets it: its heading, and the part an anchor names.
    for (const to of targets) {
      const [path = "", anchor] = to.split("#");
      const res = await fetch(server.url + path);
      expect(res.status, to).toBe(200);
      const html = await res.text();
      expect(html, to).toMatch(/<h1[\s>]/);
      if (anchor) expect(html, to).toContain(`id="${anchor}"`);
    }
    await page.close();
  });

  // The links are all alike: a click follows a page's, a sub-page's and an anchor's on another page.
  it.each(["/about", "/team", "/programs#x-spaces"])("opens the menu and reaches %s", async (to) => {
    const page = await noScript.newPage();
    // From the same short page each time, one outside the menu: a link to an anchor on the page
    // already open (#conferences after #x-spaces) moves within it and leaves the menu as it was,
    // without JavaScript.
    await page.goto("/newsletter");
    const menu = await openMenu(page);
    await menu.locator(`a[href="${to}"]`).first().click();
    await page.waitForURL((url) => url.pathname + url.search + url.hash === to);
    expect(await page.locator("h1").first().isVisible(), to).toBe(true);
    await page.close();
  });

  it("reads the bank details on /donate", async () => {
    const page = await noScript.newPage();
    await page.goto("/donate");
    const bank = page.locator("#methods details", { hasText: "Give with Bank Transfer" });
    expect(await bank.getByText(donations.bankAccountName, { exact: true }).isVisible()).toBe(false);
    await bank.locator("summary").click();
    expect(await bank.getByText(donations.bankAccountName, { exact: true }).isVisible()).toBe(true);
    await screenshot(page, "lite-donate-bank-390");
    await page.close();
  });

  it("reads page 2 of a publication: its image, its text, and the way back", async () => {
    const page = await noScript.newPage();
    await page.goto("/publications");
    const read = page.getByRole("link", { name: /^Read Online: / }).first();
    const href = await read.getAttribute("href");
    // The demo publications' pages are rendered in the background just after start-up.
    await expect
      .poll(
        async () => {
          await page.goto(href ?? "");
          return page.getByRole("link", { name: "Next page" }).count();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(1);
    await page.getByRole("link", { name: "Next page" }).click();
    await page.waitForURL(/&page=2$/);
    const image = page.getByRole("img", { name: /^Page 2 of \d+$/ });
    expect(await image.isVisible()).toBe(true);
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
    expect(await page.getByRole("heading", { name: "Text of page 2" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Previous page" }).isVisible()).toBe(true);
    expect(
      await page
        .getByRole("link", { name: /^Download PDF/ })
        .first()
        .isVisible(),
    ).toBe(true);
    // The page-number form goes straight to a page.
    await page.getByLabel("Go to page").fill("1");
    await page.getByRole("button", { name: "Go", exact: true }).click();
    await page.getByRole("img", { name: /^Page 1 of \d+$/ }).waitFor();
    await screenshot(page, "lite-publication-page-390");
    await page.close();
  });

  it("reaches the second photo set of an album, and a photo opens as a link", async () => {
    const page = await noScript.newPage();
    await page.goto("/event-gallery");
    await page.getByRole("link", { name: "Leadership Conference 2025", exact: true }).click();
    const day2 = page.getByRole("tab", { name: /^Day 2/ });
    await day2.click();
    await page.waitForURL(/[?&]set=2/);
    expect(await page.getByRole("tab", { name: /^Day 2/ }).getAttribute("aria-selected")).toBe("true");
    const photo = page.getByRole("tabpanel").getByRole("link").first();
    expect(await photo.getAttribute("href")).toMatch(/\.jpg$/);
    expect((await page.request.get(`${server.url}/event-gallery?album=999999&set=2`)).status()).toBe(404);
    await page.close();
  });

  it("sends the contact form and shows the result in the page", async () => {
    const page = await noScript.newPage();
    await page.goto("/contact");
    const main = page.getByRole("main");
    await main.getByLabel(contactForm.fields.name.label).fill("Wanjiru Kamau");
    await main.getByLabel(contactForm.fields.email.label).fill("wanjiru@example.org");
    await main.getByLabel(contactForm.fields.subject.label).fill("Civic club for our school");
    await main.getByLabel(contactForm.fields.message.label).fill("We would like a civic education club in Nyeri.");
    await main.getByLabel(/I agree that Uraia may keep these details/).check();
    await humanPause(page);
    await main.getByRole("button", { name: contactForm.submit }).click();
    await main.getByRole("heading", { name: contactForm.sentTitle }).waitFor();
    await page.close();
  });
});

describe("with JavaScript", () => {
  it("opens the pdf.js reader at the page the address names", async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: server.url });
    const page = await context.newPage();
    const list = (await (await fetch(`${server.url}/api/publications?limit=50`)).json()) as {
      items: Array<{ slug: string; pages: number | null }>;
    };
    const long = list.items.find((p) => (p.pages ?? 0) >= 3);
    expect(long).toBeDefined();
    await page.goto(`/publications?doc=${long?.slug}&page=3`);
    await page.getByTestId("pdf-pages").waitFor();
    const inView = (n: number) =>
      page.locator(`[data-page="${n}"]`).evaluate((el) => {
        const box = el.getBoundingClientRect();
        return box.top < window.innerHeight && box.bottom > 0;
      });
    await expect.poll(() => inView(3), { timeout: 15_000 }).toBe(true);
    expect(await inView(1)).toBe(false);
    await context.close();
  });
});

describe("lite mode", () => {
  it("switches by the footer link, returns only to this site, and serves pages without scripts", async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: server.url });
    const page = await context.newPage();
    await page.goto("/news");
    await page.getByRole("contentinfo").getByRole("link", { name: "Lite version" }).click();
    await page.waitForURL(`${server.url}/news`);
    expect((await context.cookies()).find((c) => c.name === "lite")?.value).toBe("1");
    expect(await page.locator("script:not([type='application/ld+json'])").count()).toBe(0);
    expect(await page.locator("link[rel=modulepreload]").count()).toBe(0);
    expect(await page.getByRole("contentinfo").getByRole("link", { name: "Full version" }).count()).toBe(1);
    await page.getByRole("contentinfo").getByRole("link", { name: "Full version" }).click();
    await page.waitForURL(`${server.url}/news`);
    expect(await page.locator("script[type=module], script:not([type])").count()).toBeGreaterThan(0);
    await context.close();

    for (const to of ["https://evil.example/", "//evil.example/x", "/\\evil.example"]) {
      const res = await fetch(`${server.url}/lite?on=1&return=${encodeURIComponent(to)}`, { redirect: "manual" });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/");
    }
    expect((await fetch(`${server.url}/lite?on=yes`)).status).toBe(400);
  });

  it("pages have no <script> but JSON-LD, whether asked by Save-Data or the cookie", async () => {
    for (const path of ["/", "/news", "/donate", "/publications", "/event-gallery", "/about"]) {
      for (const headers of [{ "Save-Data": "on" }, { Cookie: "lite=1" }] as Record<string, string>[]) {
        const html = await (await fetch(`${server.url}${path}`, { headers })).text();
        expect(scriptsIn(html), `${path} ${JSON.stringify(headers)}`).toEqual([]);
        expect(html).not.toContain("modulepreload");
        expect(html).not.toContain("__reactRouter");
        expect(html).toContain("Full version");
      }
    }
  });

  it("the page cache never gives one variant to the other's visitor", async () => {
    for (const path of ["/about", "/news"]) {
      // Fill the cache with each variant in turn, then ask again in every way.
      for (let round = 0; round < 2; round++) {
        const full = await fetch(`${server.url}${path}`);
        expect(full.headers.get("vary")).toContain("Save-Data, Cookie");
        expect(scriptsIn(await full.text()).length).toBeGreaterThan(0);
        const off = await fetch(`${server.url}${path}`, { headers: { "Save-Data": "on", Cookie: "lite=0" } });
        expect(scriptsIn(await off.text()).length).toBeGreaterThan(0);
        for (const headers of [{ "Save-Data": "on" }, { Cookie: "lite=1" }] as Record<string, string>[]) {
          const lite = await fetch(`${server.url}${path}`, { headers });
          expect(lite.headers.get("vary")).toContain("Save-Data, Cookie");
          expect(scriptsIn(await lite.text())).toEqual([]);
        }
      }
    }
  });
});
