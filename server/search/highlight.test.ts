import { describe, expect, it } from "vitest";
import { MARK_END, MARK_START, snippetHtml, withoutControls } from "./highlight.ts";

describe("snippetHtml", () => {
  it("escapes the text before it adds the marks", () => {
    const text = `<script>alert(1)</script> & ${MARK_START}budget${MARK_END} "x"`;
    expect(snippetHtml(text)).toBe("&lt;script&gt;alert(1)&lt;/script&gt; &amp; <mark>budget</mark> &quot;x&quot;");
  });

  it("indexed text never carries a mark of its own", () => {
    expect(withoutControls(`a${MARK_START}b\u0000c\nd`)).toBe("a b c d");
  });
});
