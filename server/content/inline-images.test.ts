import { describe, expect, it } from "vitest";
import { sanitizeNewsHtml } from "./html-sanitizer.ts";
import { INLINE_IMAGE_SIZES, imagesWithoutAlt, responsiveInlineImages } from "./inline-images.ts";

const ID = "0123456789abcdef0123456789abcdef";

describe("images in an article's text", () => {
  it("finds images with neither alt text nor the decorative mark", () => {
    const html = sanitizeNewsHtml(
      `<p><img src="/uploads/${ID}.jpg" alt="Delegates"><img src="/uploads/a.png"><img src="https://e.example/b.jpg" alt="  ">` +
        `<img src="/uploads/c.jpg" role="presentation" alt="ignored"></p>`,
    );
    expect(imagesWithoutAlt(html)).toEqual(["a.png", "b.jpg"]);
    // Decorative: the sanitiser empties its alt text; other roles never survive.
    expect(html).toContain('<img src="/uploads/c.jpg" alt="" role="presentation" />');
    expect(sanitizeNewsHtml('<img src="/x.jpg" alt="A" role="button">')).toBe('<img src="/x.jpg" alt="A" />');
  });

  it("shows an uploaded image as its responsive variants, lazy, keeping alt and size", () => {
    const html = responsiveInlineImages(
      `<p><img src="/uploads/${ID}.jpg" alt="A &quot;big&quot; hall" width="2000" height="1300" /></p>`,
    );
    expect(html).toBe(
      "<p><picture>" +
        `<source type="image/avif" srcset="/uploads/${ID}-480.avif 480w, /uploads/${ID}-960.avif 960w, /uploads/${ID}-1440.avif 1440w" sizes="${INLINE_IMAGE_SIZES}" />` +
        `<source type="image/webp" srcset="/uploads/${ID}-480.webp 480w, /uploads/${ID}-960.webp 960w, /uploads/${ID}-1440.webp 1440w" sizes="${INLINE_IMAGE_SIZES}" />` +
        `<img src="/uploads/${ID}-960.jpg" alt="A &quot;big&quot; hall" width="2000" height="1300" loading="lazy" decoding="async" srcset="/uploads/${ID}-480.jpg 480w, /uploads/${ID}-960.jpg 960w, /uploads/${ID}-1440.jpg 1440w" sizes="${INLINE_IMAGE_SIZES}" />` +
        "</picture></p>",
    );
  });

  it("leaves older images (elsewhere, no size) as they were, only lazy", () => {
    expect(responsiveInlineImages('<img src="https://e.example/b.jpg" alt="" />')).toBe(
      '<img src="https://e.example/b.jpg" alt="" loading="lazy" decoding="async" />',
    );
  });
});
