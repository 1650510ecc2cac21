import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MISSING_ALT } from "../../server/content/inline-images.ts";
import type { NewsItem } from "../../shared/news.ts";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();

describe.each(kinds)("images inserted into an article's text on %s", (kind) => {
  let h: Harness;
  let token: string;
  let photo: { url: string; bytes: number };

  beforeAll(async () => {
    h = await startHarness(kind);
    token = await h.signIn();
    // A camera photo as the issue measured it: 2000×1300, detailed enough to weigh hundreds of KB.
    const noise = Buffer.alloc(2000 * 1300 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const bytes = await sharp(noise, { raw: { width: 2000, height: 1300, channels: 3 } })
      .blur(1.2)
      .jpeg({ quality: 85 })
      .toBuffer();
    const body = new FormData();
    body.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "camera.jpg");
    const res = await h.call("POST", "/api/upload", { token, body });
    expect(res.status).toBe(201);
    photo = { url: ((await res.json()) as { url: string }).url, bytes: bytes.length };
  });
  afterAll(() => h.close());

  const post = (content: string) => h.call("POST", "/api/news", { token, json: { title: "Inline photo", content } });

  it("stores an uploaded image with its alt text and its width and height", async () => {
    const res = await post(`<p>Before</p><img src="${photo.url}" alt="Delegates at the county assembly">`);
    expect(res.status, await res.clone().text()).toBe(201);
    const item = (await res.json()) as NewsItem;
    expect(item.content).toBe(
      `<p>Before</p><img src="${photo.url}" alt="Delegates at the county assembly" width="2000" height="1300" />`,
    );
  });

  it("refuses an image without alt text, naming it; an image marked decorative is stored with empty alt", async () => {
    const name = photo.url.slice("/uploads/".length);
    for (const content of [`<img src="${photo.url}">`, `<img src="${photo.url}" alt="   ">`]) {
      const res = await post(content);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: MISSING_ALT([name]), details: { content: MISSING_ALT([name]) } });
    }
    expect(MISSING_ALT([name])).toBe(
      `Describe every image in the text: add alt text, or mark the image as decorative. Missing for: ${name}`,
    );
    const decorative = await post(`<img src="${photo.url}" role="presentation">`);
    expect(decorative.status).toBe(201);
    const item = (await decorative.json()) as NewsItem;
    expect(item.content).toBe(`<img src="${photo.url}" role="presentation" alt="" width="2000" height="1300" />`);
    // An update is held to the same rule.
    const put = await h.call("PUT", `/api/news/${item.id}`, { token, json: { content: `<img src="${photo.url}">` } });
    expect(put.status).toBe(400);
  });

  it("serves the variants the page's srcset names, far smaller than the original", async () => {
    const id = photo.url.slice("/uploads/".length, photo.url.lastIndexOf("."));
    const original = await h.call("GET", photo.url);
    const originalBytes = (await original.arrayBuffer()).byteLength;
    expect(originalBytes).toBeGreaterThan(300_000);
    const sizes: Record<string, number> = {};
    for (const name of [`${id}-960.jpg`, `${id}-960.webp`, `${id}-480.avif`]) {
      const res = await h.call("GET", `/uploads/${name}`);
      expect(res.status).toBe(200);
      sizes[name] = (await res.arrayBuffer()).byteLength;
      expect(sizes[name]).toBeLessThan(originalBytes / 2);
    }
    console.info(`inserted image: original ${originalBytes} B; variants ${JSON.stringify(sizes)}`);
  });
});
