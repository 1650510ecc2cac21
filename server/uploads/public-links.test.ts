import { describe, expect, it } from "vitest";
import { allowUploadsOrigin, rewriteUploadLinks, withUploadLinks } from "./public-links.ts";

const id = "0123456789abcdef0123456789abcdef";
const cdn = "https://cdn.uraia.example/media";

describe("upload links through a CDN", () => {
  it("rewrites src, srcset, CSS and page-data links to uploads, and nothing else", () => {
    const html = `<img src="/uploads/${id}.jpg" srcset="/uploads/${id}-480.webp 480w, /uploads/${id}-960.webp 960w"><a href="/uploads/readme">x</a><div style="background:url(/uploads/${id}.png)"></div><script>x("{\\"image\\":\\"/uploads/${id}.jpg\\"}")</script><p>see /uploadsx/${id}.jpg</p>`;
    expect(rewriteUploadLinks(html, cdn)).toBe(
      `<img src="${cdn}/${id}.jpg" srcset="${cdn}/${id}-480.webp 480w, ${cdn}/${id}-960.webp 960w"><a href="/uploads/readme">x</a><div style="background:url(${cdn}/${id}.png)"></div><script>x("{\\"image\\":\\"${cdn}/${id}.jpg\\"}")</script><p>see /uploadsx/${id}.jpg</p>`,
    );
  });

  it("rewrites rendered pages only when a base is set, keeping status and headers", async () => {
    const render = async () =>
      new Response(`<img src="/uploads/${id}.jpg">`, {
        status: 404,
        headers: { "content-type": "text/html; charset=utf-8", "content-length": "48", "x-kept": "1" },
      });
    expect(withUploadLinks(render, undefined)).toBe(render);
    const res = await withUploadLinks(render, cdn)(new Request("http://x/"), "n");
    expect(res.status).toBe(404);
    expect(res.headers.get("x-kept")).toBe("1");
    expect(res.headers.has("content-length")).toBe(false);
    expect(await res.text()).toBe(`<img src="${cdn}/${id}.jpg">`);
  });

  it("lets pages load images, media, frames and data from the CDN's origin", () => {
    const csp =
      "default-src 'self'; img-src 'self' data: blob:; connect-src 'self'; media-src 'self'; frame-src 'self'";
    expect(allowUploadsOrigin(csp, cdn)).toBe(
      "default-src 'self'; img-src 'self' data: blob: https://cdn.uraia.example; connect-src 'self' https://cdn.uraia.example; media-src 'self' https://cdn.uraia.example; frame-src 'self' https://cdn.uraia.example",
    );
  });
});
