import { describe, expect, it } from "vitest";
import { sanitizeNewsHtml } from "./html-sanitizer.ts";

describe("sanitizeNewsHtml", () => {
  it("keeps the allowed structure", () => {
    const html =
      '<h2>Agenda</h2><p>See <a href="https://uraia.example/x">this</a> and <em>that</em>.</p>' +
      "<ul><li>One</li></ul><blockquote>Q</blockquote><table><tbody><tr><td>1</td></tr></tbody></table>" +
      '<img src="/uploads/a.png" alt="A" />';
    expect(sanitizeNewsHtml(html)).toBe(html);
  });
  it("removes scripts, event handlers, styles and javascript: links", () => {
    const out = sanitizeNewsHtml(
      '<p style="color:red" onclick="steal()">Hi<script>alert(1)</script></p>' +
        '<a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><style>p{}</style>' +
        '<iframe src="https://evil.example"></iframe><svg><script>1</script></svg>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|style|javascript:|iframe|svg|alert/i);
    expect(out).toContain("<p>Hi</p>");
    expect(out).toContain("<a>x</a>");
  });
  it("allows mailto and tel links but not data: images", () => {
    expect(sanitizeNewsHtml('<a href="mailto:info@uraia.example">m</a><a href="tel:+254700000000">t</a>')).toBe(
      '<a href="mailto:info@uraia.example">m</a><a href="tel:+254700000000">t</a>',
    );
    expect(sanitizeNewsHtml('<img src="data:image/png;base64,AAAA">')).toBe("<img />");
  });
  it("adds noopener to links that open a new tab", () => {
    expect(sanitizeNewsHtml('<a href="https://a.example" target="_blank">a</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
    );
  });
  it("leaves plain text with bullet lines as it is", () => {
    expect(sanitizeNewsHtml("Intro\n• one\n- two")).toBe("Intro\n• one\n- two");
  });
});
