import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "../support/browser.ts";
import { type RunningServer, startServer, TEST_ADMIN } from "../support/server.ts";
import { apiToken } from "./admin-support.ts";

/**
 * A Kiswahili reader meets no English (docs/product.md, "Kiswahili"): every /sw page
 * of the sitemap, as the server sends it, and every screen of the admin in Kiswahili,
 * read for English words outside elements marked lang="en" (content written only in
 * English is marked so; proper names are on the allow-list below).
 */

/** English words that are never Kiswahili: function words and the interface's own words. */
const ENGLISH = new Set(
  (
    "the and of to for with your our we you is are on at by from this that these those more read page pages " +
    "reply within hours members impact email postal address copy copied skills favourite document illustration " +
    "register share featured floor road county mon fri november december january march april june july august " +
    "october september february loading save saved delete edit cancel search results filter all none sign title " +
    "content excerpt description guide toolkit wrote next previous back home about contact donate events event " +
    "news view open close menu shop gallery team partners resources publications publication join now learn apply"
  ).split(" "),
);

/** Proper names and codes a Kiswahili page keeps as they are (removed before the words are read). */
const ALLOWED = [
  "Art in Heart",
  "X Spaces",
  "Lipa na M-Pesa",
  "Pay Bill",
  "Uraia Civic Trust",
  "URAIA CIVIC TRUST",
  "Kitengela Business Centre",
  "Constitution of Kenya",
  "Public Finance Management Act",
  "Open Government Partnership",
];

/** The words of `text` on the list above, once the allowed names are taken out. */
function englishWords(text: string): string[] {
  let rest = text;
  for (const name of ALLOWED) rest = rest.replaceAll(name, " ");
  return [...rest.matchAll(/[\p{L}’']+/gu)].map((m) => m[0]).filter((w) => ENGLISH.has(w.toLowerCase()));
}

/**
 * The text a reader sees or hears on the page (text, title, alt, aria-label,
 * placeholder) outside elements marked lang="en…", scripts and styles;
 * `ownWords` keeps only the interface's own words (headings, buttons, labels,
 * links of navigation, table headers), not the content staff typed.
 */
async function visibleText(page: Page, ownWords = false): Promise<[where: string, text: string][]> {
  return page.evaluate((own) => {
    const english = (el: Element | null) => !!el?.closest("[lang]")?.getAttribute("lang")?.startsWith("en");
    const skipped = (el: Element) => !!el.closest("script,style,template,noscript,[hidden],[aria-hidden=true]");
    const OWN = "h1,h2,h3,h4,h5,h6,button,label,legend,th,nav a,[role=tab],caption,summary,dt";
    const out: [string, string][] = [];
    const scope = own ? [...document.querySelectorAll(OWN)] : [document.body];
    for (const root of scope) {
      if (english(root) || skipped(root)) continue;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || english(parent) || skipped(parent)) continue;
        if (own && parent.closest("td")) continue;
        const text = node.textContent?.trim();
        if (text) out.push(["text", text]);
      }
    }
    // In the admin, a row's buttons name the item they act on ("Hariri <title>"): what staff typed is
    // content, so the labels of controls inside a list's rows are left to the rows' own words.
    const rowControl = (el: Element) => own && !!el.closest("tbody tr, main li, [role=row]");
    for (const el of document.querySelectorAll("[title],[alt],[aria-label],[placeholder]")) {
      if (english(el) || skipped(el) || rowControl(el) || (own && !el.matches(OWN) && !el.closest(OWN))) continue;
      for (const name of ["title", "alt", "aria-label", "placeholder"]) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.push([name, value]);
      }
    }
    if (!own) out.push(["<title>", document.title]);
    return out;
  }, ownWords);
}

/** Each English-looking text of `texts` with its words, for the failure message. */
const offenders = (texts: [where: string, text: string][]) =>
  texts.flatMap(([where, text]) => {
    const words = englishWords(text);
    return words.length ? [`${where}: ${text.slice(0, 120)}  ← ${words.join(", ")}`] : [];
  });

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

/** Every address the sitemap lists under /sw (its index, then its parts). */
async function kiswahiliAddresses(): Promise<string[]> {
  const index = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
  const parts = locs(index).filter((loc) => loc.endsWith(".xml"));
  const pages = parts.length
    ? (await Promise.all(parts.map(async (part) => locs(await (await fetch(part)).text())))).flat()
    : locs(index);
  return [...new Set(pages)]
    .map((loc) => new URL(loc).pathname + new URL(loc).search)
    .filter((p) => /^\/sw(\/|$)/.test(p));
}

describe("Kiswahili with no English left", () => {
  it('shows no English word outside lang="en" on any /sw page of the sitemap', async () => {
    const addresses = await kiswahiliAddresses();
    expect(addresses.length).toBeGreaterThan(40);
    const { page, context } = await newPage(browser, { baseURL: server.url, javaScript: false });
    // Words only: pictures, fonts and styles are not fetched (this reads the markup, not its looks).
    await context.route(/\.(avif|webp|jpe?g|png|gif|svg|woff2?|css)(\?|$)/, (route) => route.abort());
    const found: string[] = [];
    try {
      for (const address of addresses) {
        const res = await page.goto(address);
        expect(res?.status(), address).toBe(200);
        expect(await page.getAttribute("html", "lang"), address).toBe("sw");
        for (const line of offenders(await visibleText(page))) found.push(`${address}: ${line}`);
      }
    } finally {
      await context.close();
    }
    expect(found).toEqual([]);
    // Every /sw page of the sitemap, one after another (about 60 of them).
  }, 150_000);

  it("shows the admin's own words in Kiswahili on every screen to a staff member whose language is sw", async () => {
    const token = await apiToken(server.url);
    const setLanguage = (language: string) =>
      fetch(`${server.url}/api/me`, {
        method: "PUT",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify({ language }),
      });
    expect((await setLanguage("sw")).status).toBe(200);
    const { page, context, errors } = await newPage(browser, { baseURL: server.url, locale: "sw-KE" });
    const found: string[] = [];
    try {
      await page.goto("/admin/login");
      expect(await page.getAttribute("html", "lang")).toBe("sw");
      for (const line of offenders(await visibleText(page, true))) found.push(`/admin/login: ${line}`);
      await page.getByLabel("Barua pepe").fill(TEST_ADMIN.email);
      await page.getByLabel("Nenosiri").fill(TEST_ADMIN.password);
      await page.getByRole("button", { name: "Ingia" }).click();
      await page.waitForURL("**/admin");
      await page.getByRole("heading", { name: "Dashibodi", level: 2 }).waitFor();
      const nav = page.getByRole("navigation", { name: "Sehemu za admin" });
      const screens = await nav
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")).filter((h) => h?.startsWith("/admin")));
      expect(screens.length).toBeGreaterThan(8);
      for (const screen of screens) {
        await page.goto(screen!);
        await page.locator("main h2").first().waitFor();
        // Lists load after the heading: wait until no screen says it is still loading.
        await expect.poll(() => page.getByText(/^Inapakia/).count(), { timeout: 10_000 }).toBe(0);
        expect(await page.getAttribute("html", "lang"), screen!).toBe("sw");
        for (const line of offenders(await visibleText(page, true))) found.push(`${screen}: ${line}`);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await setLanguage("en");
    }
    expect(found).toEqual([]);
  });
});
