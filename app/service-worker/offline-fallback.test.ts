import { describe, expect, it } from "vitest";
import type { SavedItem } from "../../shared/offline/saved-items.ts";
import { offlineFallbackHtml } from "./offline-fallback.ts";

const page = [
  '<html lang="sw"><head>',
  '<link rel="modulepreload" href="/assets/root-1.js"/>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  "</head><body><main>",
  '<ul id="offline-saved-list" data-saved-at="Imehifadhiwa {date}" class="mt-4"></ul>',
  "</main><footer>",
  '<section data-needs-network=""><h2>Newsletter</h2><form method="post"><input name="email"/></form></section>',
  '<a href="/language?to=en&amp;return=%2Foffline" hrefLang="en" lang="en" rel="nofollow">English</a>',
  '</footer><script nonce="n">(function(){import("/assets/entry.js")})()</script></body></html>',
].join("");

const item = (url: string, title: string, savedAt: string): SavedItem => ({
  url,
  title,
  kind: "article",
  locale: "sw",
  savedAt,
  bytes: 1000,
  urls: [url],
  pages: 0,
  pdf: false,
});

describe("the offline page the service worker serves", () => {
  it("leaves the scripts out, keeps the data, and lists what is saved with the page's own words", () => {
    const html = offlineFallbackHtml(
      page,
      [
        item("/sw/news/bajeti", 'Bajeti <ya> "kaunti"', "2026-11-28T07:26:00.000Z"),
        item("/news/x", "X", "2026-11-27T10:00:00.000Z"),
      ],
      "en-KE",
      "/sw/news/mpya?page=2",
    );
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("/assets/entry.js");
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain(
      '<a class="font-semibold text-brand-700 underline" href="/sw/news/bajeti">Bajeti &lt;ya&gt; &quot;kaunti&quot;</a>',
    );
    const listed = [...html.matchAll(/<span class="text-sm text-muted">([^<]+)<\/span>/g)].map((m) => m[1]);
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatch(/^Imehifadhiwa 28 Nov 2026/);
  });

  it("points the language switch at the page asked for, in the other language, and leaves the newsletter box out", () => {
    const html = offlineFallbackHtml(page, [], "sw-KE", "/sw/news/mpya?page=2");
    expect(html).toContain('<a href="/language?to=en&amp;return=%2Fnews%2Fmpya%3Fpage%3D2" hrefLang="en"');
    expect(html).not.toContain("return=%2Foffline");
    expect(html).not.toContain("Newsletter");
    expect(html).not.toContain("<form");
  });

  it("leaves the list empty when nothing is saved", () => {
    expect(offlineFallbackHtml(page, [], "sw-KE", "/sw/x")).toContain('class="mt-4"></ul>');
  });
});
