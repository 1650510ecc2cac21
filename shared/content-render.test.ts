import { describe, expect, it } from "vitest";
import { isHtmlContent, plainSummary, renderContentHtml, textBlocks, textToHtml } from "./content-render.ts";

describe("article content rendering", () => {
  it("tells HTML content from plain text", () => {
    expect(isHtmlContent("<p>Hello</p>")).toBe(true);
    expect(isHtmlContent("Turnout rose from 40% to 62% <- a good sign")).toBe(false);
    expect(isHtmlContent("Line one\nLine two")).toBe(false);
  });

  it("turns plain text into paragraphs separated by blank lines", () => {
    expect(textToHtml("First paragraph.\n\nSecond one,\nstill second.")).toBe(
      "<p>First paragraph.</p>\n<p>Second one,<br>still second.</p>",
    );
  });

  it("groups lines starting with •, - or * into one list", () => {
    const text = "What we discussed:\n• Budget lines\n- Ward projects\n* Youth funds\nThank you all.";
    expect(textBlocks(text)).toEqual([
      { kind: "paragraph", lines: ["What we discussed:"] },
      { kind: "list", items: ["Budget lines", "Ward projects", "Youth funds"] },
      { kind: "paragraph", lines: ["Thank you all."] },
    ]);
    expect(textToHtml(text)).toBe(
      "<p>What we discussed:</p>\n<ul><li>Budget lines</li><li>Ward projects</li><li>Youth funds</li></ul>\n<p>Thank you all.</p>",
    );
  });

  it("does not treat a hyphenated word or a negative number as a bullet", () => {
    expect(textBlocks("-5 degrees in the hills\nwell-known facts")).toEqual([
      { kind: "paragraph", lines: ["-5 degrees in the hills", "well-known facts"] },
    ]);
  });

  it("escapes everything in plain text", () => {
    expect(textToHtml('Use "quotes" & 3 < 4')).toBe("<p>Use &quot;quotes&quot; &amp; 3 &lt; 4</p>");
  });

  it("passes HTML content through the sanitiser and leaves plain text to the text renderer", () => {
    const sanitize = (html: string) => html.replace(/<script.*?<\/script>/g, "");
    expect(renderContentHtml("<p>Hi</p><script>alert(1)</script>", sanitize)).toBe("<p>Hi</p>");
    expect(renderContentHtml("Hi", () => "never called")).toBe("<p>Hi</p>");
  });

  it("summarises content as plain text cut at a word", () => {
    expect(plainSummary("<p>Hello&nbsp;<strong>world</strong></p>")).toBe("Hello world");
    // Entities become their characters: the feed and the page escape the text once.
    expect(plainSummary("<p>The county&#39;s budget &amp; you &#x2014; &lt;today&gt;</p>")).toBe(
      "The county's budget & you — <today>",
    );
    expect(plainSummary("one two three four five six", 12)).toBe("one two…");
  });
});
