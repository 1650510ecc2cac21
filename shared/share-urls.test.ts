import { describe, expect, it } from "vitest";
import { localizedUrl, newsShareUrl, newsSlug, publicationShareUrl, shareLinks } from "./share-urls.ts";

describe("slugs and share URLs", () => {
  it("uses the slug field, or the hyphenated title when it is empty", () => {
    expect(newsSlug({ slug: "county-budget-hearings", title: "Anything" })).toBe("county-budget-hearings");
    expect(newsSlug({ slug: "", title: "Youth Voices in Kajiado!" })).toBe("youth-voices-in-kajiado");
    expect(newsSlug({ slug: null, title: "Ward Forums 2025" })).toBe("ward-forums-2025");
  });
  it("builds the news and publication share URLs on the public origin", () => {
    expect(newsShareUrl("https://uraia.org/", "ward-forums")).toBe("https://uraia.org/news/ward-forums");
    expect(publicationShareUrl("https://uraia.org", "budget-brief-2025")).toBe(
      "https://uraia.org/publications?doc=budget-brief-2025",
    );
  });
  it("encodes the URL and title into each network's share link", () => {
    const links = shareLinks("https://uraia.org/news/a-b", "Rights & Duties");
    const href = Object.fromEntries(links.map((l) => [l.network, l.href]));
    expect(href.x).toBe(
      "https://x.com/intent/tweet?url=https%3A%2F%2Furaia.org%2Fnews%2Fa-b&text=Rights%20%26%20Duties",
    );
    expect(href.facebook).toBe("https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Furaia.org%2Fnews%2Fa-b");
    expect(href.linkedin).toBe(
      "https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Furaia.org%2Fnews%2Fa-b",
    );
    expect(href.email).toBe("mailto:?subject=Rights%20%26%20Duties&body=https%3A%2F%2Furaia.org%2Fnews%2Fa-b");
    expect(href.whatsapp).toBe("https://wa.me/?text=Rights%20%26%20Duties%20https%3A%2F%2Furaia.org%2Fnews%2Fa-b");
  });
});

describe("a shared address in the reader's language", () => {
  it("leads a Kiswahili reader to the /sw page, keeping the query", () => {
    expect(localizedUrl("https://uraia.example/news/budget-day", "sw")).toBe(
      "https://uraia.example/sw/news/budget-day",
    );
    expect(localizedUrl("https://uraia.example/publications?doc=a&page=2", "sw")).toBe(
      "https://uraia.example/sw/publications?doc=a&page=2",
    );
    expect(localizedUrl("https://uraia.example/sw/news/x", "en")).toBe("https://uraia.example/news/x");
    expect(localizedUrl("https://uraia.example/news/x", "en")).toBe("https://uraia.example/news/x");
  });
});
