/**
 * Every public page answers in English at its address and in Kiswahili under /sw,
 * with the right lang, hreflang and canonical; the Kiswahili pages carry no English
 * interface words; the offer to read in Kiswahili is a page-cache variant of its
 * own; the sitemap and the feed name both languages (docs/product.md, "Kiswahili").
 * Raw HTTP, no browser.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as footerEn from "../../app/content/footer.ts";
import * as navigationEn from "../../app/content/navigation.ts";
import * as shellEn from "../../app/content/shell.ts";
import { sitemapPages, unlistedPages } from "../../app/content/sitemap-pages.ts";
import * as footerSw from "../../app/content/sw/footer.ts";
import * as navigationSw from "../../app/content/sw/navigation.ts";
import * as shellSw from "../../app/content/sw/shell.ts";
import { pagesShown } from "../../server/sms/sms-pages.ts";
import { languageSwitchHref } from "../../shared/language-choice.ts";
import { localizedPath } from "../../shared/locales.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { staffApi } from "./content-api.ts";

let server: RunningServer;
let pages: string[];

beforeAll(async () => {
  server = await startServer();
  const news = (await (await fetch(`${server.url}/api/news?limit=1`)).json()) as { items: { slug: string }[] };
  const publication = (await (await fetch(`${server.url}/api/publications?limit=1`)).json()) as {
    items: { slug: string }[];
  };
  pages = [
    // Without SMS set up (as here) its sign-up page does not exist.
    ...pagesShown(sitemapPages, false),
    ...unlistedPages,
    `/news/${news.items[0]?.slug}`,
    `/publications?doc=${publication.items[0]?.slug}`,
    "/no-such-page",
  ];
});
afterAll(() => server?.stop());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

/** Every string in a copy value (objects, arrays, template texts). */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** The shell's English words that Kiswahili says otherwise (links and names that stay alike are left out). */
function englishOnly(en: unknown, sw: unknown): string[] {
  const kiswahili = new Set(strings(sw));
  return [...new Set(strings(en))].filter((s) => !kiswahili.has(s) && !s.startsWith("/") && !s.includes("{"));
}

const escapeHtml = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll('"', "&quot;");

describe("every public page in both languages", () => {
  it("answers under / and /sw with its lang, its own canonical and hreflang to each other", async () => {
    for (const path of pages) {
      const swPath = localizedPath(path, "sw");
      const [en, sw] = await Promise.all([get(path), get(swPath)]);
      expect([path, sw.status]).toEqual([path, en.status]);
      const [enHtml, swHtml] = await Promise.all([en.text(), sw.text()]);
      for (const [html, lang, own] of [
        [enHtml, "en", path],
        [swHtml, "sw", swPath],
      ] as const) {
        expect(html, own).toContain(`<html lang="${lang}">`);
        const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
        expect(canonical, own).toBe(escapeHtml(`${server.url}${own}`));
        expect(html, own).toContain(`hrefLang="en" href="${escapeHtml(`${server.url}${path}`)}"`);
        expect(html, own).toContain(`hrefLang="sw" href="${escapeHtml(`${server.url}${swPath}`)}"`);
        expect(html, own).toContain(`hrefLang="x-default" href="${escapeHtml(`${server.url}${path}`)}"`);
      }
    }
  });

  it("shows no English word of the header, menus or footer on a Kiswahili page, and links within /sw", async () => {
    const english = [
      ...englishOnly(shellEn.shellCopy, shellSw.shellCopy),
      ...englishOnly(navigationEn, navigationSw),
      ...englishOnly(
        { a: footerEn.footerAbout, g: footerEn.footerLinkGroups, n: footerEn.newsletter },
        { a: footerSw.footerAbout, g: footerSw.footerLinkGroups, n: footerSw.newsletter },
      ),
    ].filter((s) => s !== shellEn.shellCopy.languageSwitch.label && s !== shellEn.shellCopy.languageSwitch.title);
    expect(english).toContain("Skip to content");
    for (const path of ["/sw", "/sw/about", "/sw/news", "/sw/donate", "/sw/no-such-page"]) {
      const html = await (await get(path)).text();
      const shell = [...html.matchAll(/<(header|footer)[\s>][\s\S]*?<\/\1>/g)].map((m) => m[0]).join("\n");
      const found = english.filter((s) => shell.includes(`>${escapeHtml(s)}<`) || shell.includes(`"${escapeHtml(s)}"`));
      expect([path, found]).toEqual([path, []]);
      // Site links stay in Kiswahili; only the switch leads to English.
      const hrefs = [...shell.matchAll(/href="(\/[^"#]*)"/g)].map((m) => m[1] ?? "");
      const outside = hrefs.filter((href) => !/^\/(sw|lite|language)([/?]|$)/.test(href));
      expect(outside).toEqual([]);
      // The header's and the footer's language switch: through /language, which remembers the choice.
      const switchHref = escapeHtml(languageSwitchHref("en", localizedPath(path, "en")));
      expect(hrefs.filter((href) => href.startsWith("/language?"))).toEqual([switchHref, switchHref]);
    }
  });

  it("works without scripts on a lite Kiswahili page", async () => {
    const html = await (await get("/sw/about", { "Save-Data": "on" })).text();
    expect(html).toContain('<html lang="sw">');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain('hrefLang="en" lang="en"');
  });
});

describe("the page cache under /sw", () => {
  it("refreshes Kiswahili pages when the content changes", async () => {
    const before = await (await get("/sw/news")).text();
    expect(before).not.toContain("Kiswahili cache check: Kajiado ward forum");
    const api = await staffApi(server.url);
    await api.createNews({
      title: "Kiswahili cache check: Kajiado ward forum",
      excerpt: "A forum on the ward development fund.",
      content: "<p>Body</p>",
      category: "Governance",
      published_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(await (await get("/sw/news")).text()).toContain("Kiswahili cache check: Kajiado ward forum");
  });
});

describe("the offer to read in Kiswahili", () => {
  const offer = shellEn.shellCopy.languageOffer.accept;

  it("is made on an English page to a browser preferring Kiswahili, never redirecting, never cached for others", async () => {
    const offered = await get("/about", { "Accept-Language": "sw-KE,sw;q=0.9,en;q=0.5" });
    expect(offered.status).toBe(200);
    const html = await offered.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`href="/language?to=sw&amp;return=%2Fsw%2Fabout"`);
    expect(html).toContain(`>${offer}<`);
    expect(offered.headers.get("vary")).toContain("Accept-Language");
    // The same address, asked for again by an English browser, by someone who has chosen, and in Kiswahili.
    expect(await (await get("/about", { "Accept-Language": "en-KE" })).text()).not.toContain(`>${offer}<`);
    expect(await (await get("/about", { "Accept-Language": "sw", Cookie: "lang=en" })).text()).not.toContain(
      `>${offer}<`,
    );
    expect(await (await get("/sw/about", { "Accept-Language": "sw" })).text()).not.toContain(`>${offer}<`);
  });
});

describe("discovery in both languages", () => {
  it("lists each page in both languages in the sitemap", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    for (const path of ["/", "/about", "/news"]) {
      expect(xml).toContain(`<loc>${server.url}${path}</loc>`);
      expect(xml).toContain(`<loc>${server.url}${localizedPath(path, "sw")}</loc>`);
    }
  });

  it("has a Kiswahili news feed with Kiswahili links", async () => {
    const res = await get("/sw/news/feed.xml");
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain("<language>sw</language>");
    expect(xml).toContain(`<link>${server.url}/sw/news</link>`);
    expect(xml).toMatch(new RegExp(`<item><title>[^<]*</title><link>${server.url}/sw/news/`));
    // Items in their Kiswahili version, categories by their Kiswahili names; the stored name still filters.
    expect(xml).toContain("<category>Utawala</category>");
    expect(xml).not.toContain("<category>Governance</category>");
    expect(xml).toContain("Vijana wa Kajiado Wapaza Sauti");
    const governance = await (await get("/sw/news/feed.xml?category=Governance")).text();
    expect(governance).toContain("<title>Habari za Uraia: Utawala</title>");
    const english = await (await get("/news/feed.xml")).text();
    expect(english).toContain("<language>en-ke</language>");
    expect(english).toContain("<category>Governance</category>");
    // Every page names the feed of its language.
    expect(await (await get("/sw/about")).text()).toMatch(
      /<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/sw\/news\/feed.xml"/,
    );
    expect(await (await get("/about")).text()).toContain('title="Uraia news" href="/news/feed.xml"');
    // A category's page names that category's feed in its own language, by the category's name there.
    expect(await (await get("/sw/news?category=Governance")).text()).toContain(
      'title="Habari za Uraia: Utawala" href="/sw/news/feed.xml?category=Governance"',
    );
  });
});
