import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "./harness.ts";

// Variants do not depend on the database; SQLite alone keeps this file quick.
describe("responsive variants of uploaded images", () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness("sqlite");
    token = await h.signIn();
  });
  afterAll(() => h.close());

  async function uploadPhoto(width: number, format: "jpeg" | "png" = "jpeg") {
    const bytes = await sharp({ create: { width, height: Math.round(width / 2), channels: 3, background: "#1f7f4c" } })
      .toFormat(format)
      .toBuffer();
    const body = new FormData();
    body.append("file", new Blob([new Uint8Array(bytes)], { type: `image/${format}` }), `photo.${format}`);
    const res = await h.call("POST", "/api/upload", { token, body });
    expect(res.status).toBe(201);
    return ((await res.json()) as { url: string }).url;
  }

  it("serves each width in AVIF, WebP and JPEG, never larger than the original", async () => {
    const url = await uploadPhoto(1200);
    const id = url.slice("/uploads/".length, url.lastIndexOf("."));
    for (const [name, type, width] of [
      [`${id}-480.avif`, "image/avif", 480],
      [`${id}-960.webp`, "image/webp", 960],
      [`${id}-1440.jpg`, "image/jpeg", 1200],
    ] as const) {
      const res = await h.call("GET", `/uploads/${name}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(type);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.width).toBe(width);
    }
  });

  it("makes a missing variant of a PNG on first request, and is smaller than the original", async () => {
    const url = await uploadPhoto(1600, "png");
    const original = await h.call("GET", url);
    const id = url.slice("/uploads/".length, url.lastIndexOf("."));
    const variant = await h.call("GET", `/uploads/${id}-480.webp`);
    expect(variant.status).toBe(200);
    expect((await variant.arrayBuffer()).byteLength).toBeLessThan((await original.arrayBuffer()).byteLength);
  });

  it("answers 404 for variants of unknown uploads or of sizes that are not made", async () => {
    const url = await uploadPhoto(800);
    const id = url.slice("/uploads/".length, url.lastIndexOf("."));
    expect((await h.call("GET", `/uploads/${"f".repeat(32)}-480.webp`)).status).toBe(404);
    expect((await h.call("GET", `/uploads/${id}-500.webp`)).status).toBe(404);
  });
});
