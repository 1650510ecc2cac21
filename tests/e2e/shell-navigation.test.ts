import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { footerLinkGroups, newsletter } from "../../app/content/footer.ts";
import { newsletterBox } from "../../app/content/newsletter-box.ts";
import { newsletterPages } from "../../app/content/newsletter-pages.ts";
import { LAPTOP, launchBrowser, newPage, PHONE, screenshot } from "../support/browser.ts";
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

describe("footer", () => {
  it("has every listed link, the legal anchors with targets, and the copyright year", async () => {
    const { page, errors, context } = await newPage(browser, { baseURL: server.url });
    await page.goto("/donate");
    const footer = page.getByRole("contentinfo");
    const hrefs = await footer.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    const required = [
      "/about",
      "/about#team",
      "/mission-vision",
      "/community-impact",
      "/programs",
      "/news",
      "/event-gallery",
      "/media-hub",
      "/resources",
      "/get-involved",
      "/volunteer",
      "/donate",
      "/transparency",
      "/contact",
      "#privacy",
      "#terms",
      "#cookies",
    ];
    for (const href of required) expect(hrefs).toContain(href);
    expect(footerLinkGroups.flatMap((g) => g.links).length).toBe(14);
    for (const id of ["privacy", "terms", "cookies"]) expect(await page.locator(`#${id}`).count()).toBe(1);
    await footer.getByText(`© ${new Date().getFullYear()}`).waitFor();
    const email = footer.getByLabel("Email address");
    expect(await email.getAttribute("type")).toBe("email");

    await footer.getByRole("button", { name: "Subscribe" }).click();
    await footer.getByText("Please enter your email address.").waitFor();
    await email.fill("reader@example");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await footer.getByText(/valid email address/).waitFor();
    await email.fill("reader@example.org");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    // Double opt-in (tests/e2e/newsletter.test.ts follows the mail); this server has no mail server, and says so.
    await page.getByText(newsletterPages.mailOff.title).waitFor();
    expect(await email.inputValue()).toBe("");

    await footer.getByRole("link", { name: "Terms of Use" }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe("#terms");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("scrolling on navigation", () => {
  it("goes to the top on a new page and to the element of a #hash", async () => {
    const { page, context } = await newPage(browser, { baseURL: server.url, viewport: PHONE });
    await page.goto("/donate");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Volunteer" }).click();
    await page.waitForURL("**/volunteer");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goto("/donate");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // A router navigation (client-side) to a URL with a hash.
    await page.getByRole("contentinfo").getByRole("link", { name: "Our Programs" }).click();
    await page.waitForURL("**/programs");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const hasSection = (await page.locator("#education").count()) > 0;
    await page.goto("/contact");
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.evaluate(() => {
      // Navigate through the router, like a <Link to="/programs#education">.
      window.history.pushState(null, "", "/programs#education");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.waitForURL("**/programs#education");
    if (hasSection) {
      // The #education section of the programs page is scrolled to, below the fixed header.
      // The page's code may still be on its way (its chunks load on navigation): wait for the section.
      await expect
        .poll(
          () =>
            page.evaluate(() => Math.round(document.getElementById("education")?.getBoundingClientRect().top ?? -1)),
          { timeout: 15_000 },
        )
        .toBeGreaterThanOrEqual(0);
      const top = await page.evaluate(() => document.getElementById("education")?.getBoundingClientRect().top ?? -1);
      // Below the fixed header, and near the top of the viewport.
      const header = await page.getByRole("banner").evaluate((el) => el.getBoundingClientRect().bottom);
      expect(top).toBeGreaterThanOrEqual(header);
      expect(top).toBeLessThan(240);
    }
    await context.close();
  });
});

describe("404 and error pages", () => {
  it("answers an unknown path with status 404, the not-found texts and links, and logs the path", async () => {
    const res = await fetch(`${server.url}/this/does-not-exist`);
    expect(res.status).toBe(404);
    const { page, context } = await newPage(browser, { baseURL: server.url, viewport: PHONE });
    await page.goto("/this/does-not-exist");
    await page.getByText("404", { exact: true }).waitFor();
    await page.getByRole("heading", { name: "Oops! The page you are looking for doesn’t exist." }).waitFor();
    expect(await page.getByRole("main").getByRole("link", { name: "Go Home" }).getAttribute("href")).toBe("/");
    expect(await page.getByRole("main").getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe(
      "/contact",
    );
    await screenshot(page, "not-found-390");
    await page.setViewportSize(LAPTOP);
    await screenshot(page, "not-found-1366");
    await expect.poll(() => server.output()).toContain("/this/does-not-exist");
    await context.close();
  });
});

/** The address of the shell's words module a document names (its head's meta element). */
const wordsHref = (html: string) => /<meta name="shell-words" content="(\/words\/[^"]+)"/.exec(html)?.[1];

/** The one export of a words module (`export default {…};`). */
async function moduleExport(res: Response): Promise<unknown> {
  const text = await res.text();
  const json = /^export default (.*);\n$/s.exec(text)?.[1];
  expect(json, text.slice(0, 80)).toBeDefined();
  return JSON.parse(json ?? "null");
}

describe("the shell's words file", () => {
  it("is named by each page, answered once per language and version, and left out of the hydration data", async () => {
    const en = await (await fetch(`${server.url}/about`)).text();
    const sw = await (await fetch(`${server.url}/sw/about`)).text();
    const enHref = wordsHref(en);
    const swHref = wordsHref(sw);
    expect(enHref).toMatch(/^\/words\/en\.[\w-]{12}\.js$/);
    expect(swHref).toMatch(/^\/words\/sw\.[\w-]{12}\.js$/);
    // Every page of a language names the same file: a browser fetches it once.
    expect(wordsHref(await (await fetch(`${server.url}/news`)).text())).toBe(enHref);
    const res = await fetch(`${server.url}${enHref}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    const words = (await moduleExport(res)) as {
      navigation: Array<{ label: string }>;
      footer: { newsletterBox: unknown };
    };
    expect(words.navigation[0]?.label).toBe("Home");
    expect(words.footer.newsletterBox).toEqual(newsletterBox);
    const swWords = (await moduleExport(await fetch(`${server.url}${swHref}`))) as typeof words;
    expect(swWords.navigation[0]?.label).toBe("Mwanzo");
    // The words are in the page's HTML (the footer's newsletter box), not in its scripts as well.
    expect(en).toContain(newsletterBox.consentLink);
    const scripts = [...en.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("");
    expect(scripts).not.toContain(newsletterBox.consentLink);
    // A name that is no words file.
    const bad = await fetch(`${server.url}/words/fr.abcdefabcdef.js`);
    expect(bad.status).toBe(404);
    expect(await bad.json()).toEqual({ error: "No such words file: expected en.<version>.js or sw.<version>.js" });
  });

  it("names a new version once staff change the footer's words; the old address answers today's words, not to be kept", async () => {
    const before = wordsHref(await (await fetch(`${server.url}/contact`)).text());
    const login = await fetch(`${server.url}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(TEST_ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const title = "Get our civic news";
    const edit = await fetch(`${server.url}/api/pages/footer`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ locale: "en", copy: { newsletter: { title } } }),
    });
    expect(edit.status).toBe(200);
    const html = await (await fetch(`${server.url}/contact`)).text();
    const after = wordsHref(html);
    expect(after).not.toBe(before);
    expect(html).toContain(title);
    const fresh = (await moduleExport(await fetch(`${server.url}${after}`))) as {
      footer: { newsletter: { title: string } };
    };
    expect(fresh.footer.newsletter.title).toBe(title);
    const old = await fetch(`${server.url}${before}`);
    expect(old.headers.get("cache-control")).toBe("no-cache");
    expect(((await moduleExport(old)) as typeof fresh).footer.newsletter.title).toBe(title);
    // Put the shipped words back for the other tests of this file.
    const undo = await fetch(`${server.url}/api/pages/footer`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ locale: "en", copy: { newsletter: { title: newsletter.title } } }),
    });
    expect(undo.status).toBe(200);
  });

  it("hydrates with the file; without it the page stays the server's and its links still lead on", async () => {
    const { page, errors, context } = await newPage(browser, { baseURL: server.url });
    await page.goto("/about");
    // Hydrated with the words file: the menu's links navigate in the app (the window stays).
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    await page.getByRole("banner").getByRole("link", { name: "News", exact: true }).first().click();
    await page.waitForURL("**/news");
    expect(await page.evaluate(() => "stayed" in window)).toBe(true);
    await page.getByRole("heading", { level: 1, name: "Latest News" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    const blocked = await browser.newContext({ baseURL: server.url, viewport: LAPTOP, serviceWorkers: "block" });
    await blocked.route("**/words/**", (route) => route.abort());
    const plain = await blocked.newPage();
    await plain.goto("/about");
    await plain.getByRole("contentinfo").getByRole("link", { name: "Contact" }).first().click();
    await plain.waitForURL("**/contact");
    expect(await plain.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();
    await blocked.close();
  });
});
