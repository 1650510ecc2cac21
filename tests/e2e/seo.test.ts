import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sitemapPages } from "../../app/content/sitemap-pages.ts";
import { pagesShown } from "../../server/sms/sms-pages.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { jsonLdNodes } from "../support/structured-data-rules.ts";
import { metaContent, rawHtml, staffApi } from "./content-api.ts";

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

/** The preview image of a page: absolute, 1200×630 JPEG under 300 KB. */
async function expectPreviewImage(html: string) {
  const image = metaContent(html, "og:image");
  expect(image).toMatch(new RegExp(`^${server.url}/`));
  expect(metaContent(html, "twitter:image")).toBe(image);
  expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
  const res = await fetch(image!);
  expect([res.status, res.headers.get("content-type")]).toEqual([200, "image/jpeg"]);
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.length).toBeLessThan(300 * 1024);
  const meta = await sharp(bytes).metadata();
  expect([meta.width, meta.height]).toEqual([1200, 630]);
}

describe("sharing and discovery (raw HTML, no browser)", () => {
  it("serves an article's own title, description, canonical, Open Graph, Twitter and NewsArticle tags", async () => {
    const api = await staffApi(server.url);
    const item = await api.createNews({
      title: "Preview Test: Isinya Water Forum Outcomes",
      excerpt: "Three agreed steps to ease water shortages in Isinya.",
      content: "<p>Body</p>",
      category: "Community Dialogues",
      published_at: "2025-02-01T09:00:00Z",
    });
    const url = `${server.url}/news/${item.slug}`;
    const page = await fetch(url, { headers: { "User-Agent": "WhatsApp/2.23 (test)" } });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain("<title>Preview Test: Isinya Water Forum Outcomes | Uraia</title>");
    expect(metaContent(html, "description")).toBe("Three agreed steps to ease water shortages in Isinya.");
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(metaContent(html, "og:type")).toBe("article");
    expect(metaContent(html, "og:url")).toBe(url);
    expect(metaContent(html, "og:title")).toBe("Preview Test: Isinya Water Forum Outcomes | Uraia");
    expect(metaContent(html, "twitter:description")).toBe("Three agreed steps to ease water shortages in Isinya.");
    await expectPreviewImage(html);

    expect(html).toMatch(/<script type="application\/ld\+json"[^>]*>[^<]*<\/script>/);
    const json = jsonLdNodes(html).find((node) => node["@type"] === "NewsArticle")!;
    expect([json["@type"], json.headline, json.datePublished]).toEqual([
      "NewsArticle",
      "Preview Test: Isinya Water Forum Outcomes",
      "2025-02-01T09:00:00.000Z",
    ]);
    expect(metaContent(html, "og:image:alt")).toBe("Community Dialogues: Preview Test: Isinya Water Forum Outcomes");
    expect(metaContent(html, "article:modified_time")).toBeDefined();
    // A cacheable page trusts its inline scripts by their hashes, never by a nonce another visitor had.
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+/);
    expect(csp).not.toContain("'nonce-");
  });

  it("serves a ?doc= publication URL with its own preview tags", async () => {
    const slug = "leadership-conference-2025-report";
    const { status, html } = await rawHtml(`${server.url}/publications?doc=${slug}`);
    expect(status).toBe(200);
    expect(html).toContain("<title>Leadership Conference 2025 Report | Uraia</title>");
    expect(html).toContain(`<link rel="canonical" href="${server.url}/publications?doc=${slug}"/>`);
    expect(metaContent(html, "og:title")).toBe("Leadership Conference 2025 Report | Uraia");
    expect(metaContent(html, "description")).toContain("accountable institutions");
    await expectPreviewImage(html);
    // The reader is in the server-rendered HTML, opened on hydration.
    expect(html).toContain('aria-label="Leadership Conference 2025 Report (PDF reader)"');
  });

  it("previews a shared publication in the page's language: its description by type, its card and alt", async () => {
    const api = await staffApi(server.url);
    const brief = await api.createPublication({
      title: "Preview Test Brief Without Summary",
      type: "Policy Brief",
      pdf_url: "/uploads/0123456789abcdef0123456789abcdef.pdf",
      published_at: "2025-01-01T09:00:00Z",
    });
    const english = await rawHtml(`${server.url}/publications?doc=${brief.slug}`);
    expect(metaContent(english.html, "description")).toBe(
      "Policy Brief from Uraia: read it online or download the PDF.",
    );
    const kiswahili = await rawHtml(`${server.url}/sw/publications?doc=${brief.slug}`);
    expect(metaContent(kiswahili.html, "description")).toBe(
      "Muhtasari wa sera kutoka Uraia. Soma mtandaoni au pakua PDF.",
    );
    // Not yet in Kiswahili: the English card, which draws the English type.
    expect(metaContent(kiswahili.html, "og:image")).toMatch(
      new RegExp(`^${server.url}/og/publications/${brief.slug}\\.jpg`),
    );
    expect(metaContent(kiswahili.html, "og:image:alt")).toBe("Policy Brief: Preview Test Brief Without Summary");
    // In Kiswahili: its own card, with the Kiswahili type and title, and an alt that says so.
    await api.call("PUT", `/api/publications/${brief.id}/translations/sw`, { title: "Muhtasari wa majaribio" });
    const translated = await rawHtml(`${server.url}/sw/publications?doc=${brief.slug}`);
    expect(metaContent(translated.html, "og:image")).toMatch(
      new RegExp(`^${server.url}/og/sw/publications/${brief.slug}\\.jpg\\?v=`),
    );
    expect(metaContent(translated.html, "og:image:alt")).toBe("Muhtasari wa sera: Muhtasari wa majaribio");
    await expectPreviewImage(translated.html);
  });

  it("links the RSS feed from every page and serves RSS 2.0 of live news", async () => {
    const { html } = await rawHtml(`${server.url}/`);
    expect(html).toMatch(
      /<link (nonce="[^"]+" )?rel="alternate" type="application\/rss\+xml" title="Uraia news" href="\/news\/feed\.xml"\/>/,
    );
    const feed = await fetch(`${server.url}/news/feed.xml`);
    expect(feed.headers.get("content-type")).toContain("application/rss+xml");
    const xml = await feed.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain(`<link>${server.url}/news/kajiado-youth-take-the-floor-at-county-budget-hearings</link>`);
  });

  it("lists public pages, live news and publications in the sitemap, and disallows the admin in robots.txt", async () => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    // Without SMS set up (as here) its sign-up page is left out.
    for (const path of pagesShown(sitemapPages, false)) expect(xml).toContain(`<loc>${server.url}${path}</loc>`);
    expect(xml).not.toContain(`<loc>${server.url}/sms</loc>`);
    expect(xml).toContain(`<loc>${server.url}/news/kajiado-youth-take-the-floor-at-county-budget-hearings</loc>`);
    expect(xml).toContain(`<loc>${server.url}/publications?doc=leadership-conference-2025-report</loc>`);
    expect(xml).not.toContain("/admin");
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });
});
