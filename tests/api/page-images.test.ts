import { createElement } from "react";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StoryBlock } from "../../app/components/cards/story-block.tsx";
import { aboutPage } from "../../app/content/about.ts";
import { loader as aboutLoader } from "../../app/routes/about.tsx";
import { requestContext } from "../../server/http/request-context.ts";
import { NOT_UPLOADED } from "../../server/pages/page-uploads.ts";
import type { PageCopyAnswer } from "../../shared/pages/page-contract.ts";
import { databaseKinds } from "../support/databases.ts";
import { renderInRouter } from "../support/render-in-router.tsx";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();

// Images in page copy (docs/product.md, "Page copy"): only the site's illustrations or uploads made here.
describe.each(kinds)("images in page copy on %s", (kind) => {
  let h: Harness;
  let token: string;

  beforeAll(async () => {
    h = await startHarness(kind);
    token = await h.signIn();
  });
  afterAll(() => h.close());

  const read = async (key: string) => {
    const res = await h.call("GET", `/api/pages/${key}?locale=en`, { token });
    expect(res.status).toBe(200);
    return (await res.json()) as PageCopyAnswer;
  };
  const patch = (key: string, json: unknown) => h.call("PATCH", `/api/pages/${key}`, { token, json });

  it("shows an image uploaded here in a page's story; refuses an outside address, an unknown upload and a missing alt text", async () => {
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#1d6b43" } })
      .jpeg()
      .toBuffer();
    const body = new FormData();
    body.append("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "hall.jpg");
    const uploaded = await h.call("POST", "/api/upload", { token, body });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const history = (image: string, imageAlt = "Neighbours in Isinya hall") =>
      aboutPage.history.map((story, i) => (i === 0 ? { ...story, image, imageAlt } : story));

    const outside = await patch("about", {
      locale: "en",
      copy: { history: history("https://example.org/hall.jpg", " ") },
    });
    expect(outside.status).toBe(400);
    expect(((await outside.json()) as { details: unknown }).details).toEqual({
      "history.0.image":
        "Image must be one of the site's illustrations or a JPEG, PNG, WebP or AVIF image uploaded here (/uploads/…)",
      "history.0.imageAlt": "Image alt is required",
    });

    const never = `/uploads/${"0".repeat(32)}.jpg`;
    const unknown = await patch("about", { locale: "en", copy: { history: history(never) } });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      error: "One field is not valid",
      details: { "history.0.image": NOT_UPLOADED(never) },
    });
    expect((await read("about")).copy.history).toEqual(aboutPage.history);

    const res = await patch("about", { locale: "en", copy: { history: history(url) } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as PageCopyAnswer).copy.history).toEqual(history(url));
    const request = new Request("http://localhost/about");
    const data = await aboutLoader({ request, context: requestContext(h.services, request, ""), params: {} } as never);
    const story = data.body!.copy.page.history[0]!;
    const html = renderInRouter(createElement(StoryBlock, { story }), "/about");
    const id = url.slice("/uploads/".length, -".jpg".length);
    expect(html).toContain(`<source type="image/avif" srcSet="/uploads/${id}-480.avif 480w,`);
    expect(html).toContain(`<img src="/uploads/${id}-960.jpg"`);
    expect(html).toContain('alt="Neighbours in Isinya hall"');
  });
});
