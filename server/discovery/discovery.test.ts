import { describe, expect, it } from "vitest";
import { rssXml } from "./rss.ts";
import { robotsTxt, sitemapXml } from "./sitemap.ts";

describe("discovery documents", () => {
  it("lists absolute, escaped URLs with last-modified dates in the sitemap", () => {
    const xml = sitemapXml("https://uraia.org", [
      { path: "/" },
      { path: "/publications?doc=a&b", lastmod: "2025-04-10T06:00:00.000Z" },
    ]);
    const home =
      '<xhtml:link rel="alternate" hreflang="en" href="https://uraia.org/"/>' +
      '<xhtml:link rel="alternate" hreflang="sw" href="https://uraia.org/sw"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://uraia.org/"/>';
    expect(xml).toContain(`<url><loc>https://uraia.org/</loc>${home}</url>`);
    expect(xml).toContain(`<url><loc>https://uraia.org/sw</loc>${home}</url>`);
    expect(xml).toContain(
      "<url><loc>https://uraia.org/sw/publications?doc=a&amp;b</loc><lastmod>2025-04-10T06:00:00.000Z</lastmod>",
    );
    expect(xml.match(/<url>/g)).toHaveLength(4);
  });

  it("keeps crawlers out of the admin and points them at the sitemap", () => {
    const robots = robotsTxt("https://uraia.org");
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Sitemap: https:\/\/uraia\.org\/sitemap\.xml$/m);
  });

  it("writes an RSS 2.0 item per news item with a permalink and an RFC 822 date", () => {
    const xml = rssXml(
      { title: "News", description: "d", origin: "https://uraia.org", path: "/news", selfPath: "/news/feed.xml" },
      [
        {
          title: "Budgets & <Youth>",
          path: "/news/budgets",
          summary: "x",
          category: "Public Participation",
          published_at: "2025-10-14T06:00:00.000Z",
        },
      ],
    );
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain("<title>Budgets &amp; &lt;Youth&gt;</title>");
    expect(xml).toContain('<guid isPermaLink="true">https://uraia.org/news/budgets</guid>');
    expect(xml).toContain("<pubDate>Tue, 14 Oct 2025 06:00:00 GMT</pubDate>");
    expect(xml).toContain("<lastBuildDate>Tue, 14 Oct 2025 06:00:00 GMT</lastBuildDate>");
  });
});
