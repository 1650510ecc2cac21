import { describe, expect, it } from "vitest";
import { contentToHtml } from "./plain-text-html.ts";

describe("contentToHtml", () => {
  it("keeps HTML content as it is", () => {
    expect(contentToHtml("<p>Hello <strong>Nakuru</strong></p>")).toBe("<p>Hello <strong>Nakuru</strong></p>");
  });
  it("turns blank-line separated text into paragraphs, escaping markup characters", () => {
    expect(contentToHtml("First & foremost\n\nSecond line")).toBe("<p>First &amp; foremost</p><p>Second line</p>");
  });
  it("groups bullet lines into one list", () => {
    expect(contentToHtml("We will:\n- register voters\n• hold dialogues\n* train leaders")).toBe(
      "<p>We will:</p><ul><li><p>register voters</p></li><li><p>hold dialogues</p></li><li><p>train leaders</p></li></ul>",
    );
  });
  it("keeps single line breaks inside a paragraph", () => {
    expect(contentToHtml("Line one\nLine two")).toBe("<p>Line one<br>Line two</p>");
  });
  it("gives nothing for empty content", () => {
    expect(contentToHtml("  \n ")).toBe("");
  });
});
