import { parseFeed } from "@rowanmanning/feed-parser";
import Parser from "rss-parser";
import { describe, expect, it } from "vitest";
import { rssXml } from "./rss.ts";

/** Plain text as an editor typed it, with markup-like and entity-like text in it (&amp; is five characters here). */
const EXCERPT = "Fish & chips <b>bold</b> <script>alert(1)</script> \"quoted\" 'single' AT&amp;T";
const BODY = '<p>Residents <strong>spoke</strong> at the hearing.</p><p><a href="https://uraia.org">More</a></p>';

const xml = rssXml(
  { title: "Uraia news", description: "News", origin: "https://uraia.org", path: "/news", selfPath: "/news/feed.xml" },
  [
    {
      title: "Budgets & <Youth>",
      path: "/news/budgets",
      summary: EXCERPT,
      html: BODY,
      category: "Public Participation",
      published_at: "2025-10-14T06:00:00.000Z",
    },
  ],
);

/** What a reader shows for an HTML description: its entities read, with no element in it. */
function shownText(html: string): string {
  expect(html).not.toMatch(/<[a-z/!]/i);
  return html
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

describe("the news feed as feed readers read it", () => {
  it("gives rss-parser a description that is text, and the article as sanitised HTML", async () => {
    const feed = await new Parser().parseString(xml);
    const [item] = feed.items;
    expect(feed.title).toBe("Uraia news");
    expect(item?.title).toBe("Budgets & <Youth>");
    expect(item?.link).toBe("https://uraia.org/news/budgets");
    expect(shownText(item?.content ?? "")).toBe(EXCERPT);
    expect((item as Record<string, unknown>)["content:encoded"]).toBe(BODY);
    expect(item?.isoDate).toBe("2025-10-14T06:00:00.000Z");
  });

  it("gives @rowanmanning/feed-parser (which reads the HTML's entities for its text) the same text and article", () => {
    const feed = parseFeed(xml);
    const [item] = feed.items;
    expect(feed.title).toBe("Uraia news");
    expect(item?.url).toBe("https://uraia.org/news/budgets");
    // Escaped only once, "AT&amp;T" would come out as "AT&T" and <b> as markup.
    expect(item?.description).toBe(EXCERPT);
    expect(item?.content).toBe(BODY);
    expect(item?.categories.map((c) => c.label)).toEqual(["Public Participation"]);
  });
});
