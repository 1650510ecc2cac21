import { describe, expect, it } from "vitest";
import { readTime, wordCount } from "./read-time.ts";

describe("readTime", () => {
  it("says at least 1 min read, even for empty content", () => {
    expect(readTime("")).toBe("1 min read");
    expect(readTime("Hello")).toBe("1 min read");
  });
  it("rounds up at 200 words a minute", () => {
    expect(readTime(Array(200).fill("word").join(" "))).toBe("1 min read");
    expect(readTime(Array(201).fill("word").join(" "))).toBe("2 min read");
    expect(readTime(Array(600).fill("neno").join(" "))).toBe("3 min read");
  });
  it("does not count tags, attributes or entities as words", () => {
    expect(wordCount('<p class="lead">Two words&nbsp;</p><img src="/uploads/a.png" alt="">')).toBe(2);
  });
});
