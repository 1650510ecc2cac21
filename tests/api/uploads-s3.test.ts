import fs from "node:fs";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3, type TestS3 } from "../support/s3.ts";
import { type Harness, startHarness } from "./harness.ts";

// The object store does not depend on the database; SQLite alone keeps this file quick.
describe("uploads in an S3-compatible object store", () => {
  let s3: TestS3;
  let h: Harness;
  let token: string;

  beforeAll(async () => {
    s3 = await startS3();
    h = await startHarness("sqlite", s3.env);
    token = await h.signIn();
  });
  afterAll(async () => {
    await h.close();
    await s3.stop();
  });

  const upload = async (bytes: Uint8Array, name: string) => {
    const body = new FormData();
    body.append("file", new Blob([new Uint8Array(bytes)]), name);
    const res = await h.call("POST", "/api/upload", { token, body });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { url: string }).url;
  };

  it("keeps the upload and its variants in the bucket, not on local disk", async () => {
    const bytes = await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#1f7f4c" } })
      .jpeg()
      .toBuffer();
    const url = await upload(bytes, "photo.jpg");
    const name = url.slice("/uploads/".length);
    expect(fs.existsSync(path.join(h.database.dataDir, "uploads", name))).toBe(false);
    expect(s3.has(name)).toBe(true);
    const served = await h.call("GET", url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("etag")).toBe(`"${name}"`);
    // Stored without metadata (re-encoded), byte for byte what the bucket holds.
    const body = Buffer.from(await served.arrayBuffer());
    expect(body.equals(s3.read(name))).toBe(true);
    expect(await sharp(body).metadata()).toMatchObject({ format: "jpeg", width: 1000, height: 500 });
    const again = await h.call("GET", url, { headers: { "if-none-match": `"${name}"` } });
    expect(again.status).toBe(304);
    const variant = await h.call("GET", url.replace(".jpg", "-480.webp"));
    expect(variant.status).toBe(200);
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(480);
    expect(s3.has(name.replace(".jpg", "-480.webp"))).toBe(true);
  });

  it("serves byte ranges of a PDF straight from the store, and 416 past its end", async () => {
    const doc = await PDFDocument.create();
    doc.addPage([200, 200]).drawText("Budget week explainer");
    doc.setSubject("x".repeat(300_000));
    const bytes = Buffer.from(await doc.save());
    const url = await upload(bytes, "report.pdf");
    const part = await h.call("GET", url, { headers: { range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await h.call("GET", url, { headers: { range: "bytes=-5" } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 5))).toBe(true);
    const beyond = await h.call("GET", url, { headers: { range: `bytes=${bytes.length + 10}-` } });
    expect(beyond.status).toBe(416);
    const head = await h.call("HEAD", url);
    expect(head.headers.get("content-length")).toBe(String(bytes.length));
  });

  it("answers 404 for a name the store does not hold", async () => {
    const res = await h.call("GET", "/uploads/0123456789abcdef0123456789abcdef.jpg");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "File not found" });
  });
});
