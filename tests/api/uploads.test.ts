import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();
const MB = 1024 * 1024;

async function image(format: "jpeg" | "png" | "webp" | "avif" | "gif") {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 120, b: 80 } } })
    .toFormat(format)
    .toBuffer();
}

async function pdf(padding = 0) {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText("Uraia test");
  if (padding) doc.setSubject("x".repeat(padding));
  return Buffer.from(await doc.save());
}

function form(bytes: Uint8Array, name: string, type = "application/octet-stream", field = "file") {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

describe.each(kinds)("uploads on %s", (kind) => {
  let h: Harness;
  let token: string;
  const upload = (body: FormData, auth = true) =>
    h.call("POST", "/api/upload", { token: auth ? token : undefined, body });

  beforeAll(async () => {
    h = await startHarness(kind, { MAX_IMAGE_UPLOAD_MB: "1", MAX_PDF_UPLOAD_MB: "2" });
    token = await h.signIn();
  });
  afterAll(() => h.close());

  it.each([
    ["jpeg", "image/jpeg", "jpg"],
    ["png", "image/png", "png"],
    ["webp", "image/webp", "webp"],
    ["avif", "image/avif", "avif"],
    ["gif", "image/gif", "gif"],
  ] as const)("accepts a %s image, records its size and serves it", async (format, mime, ext) => {
    const bytes = await image(format);
    const res = await upload(form(bytes, `photo.${format}`, "application/octet-stream"));
    expect(res.status, await res.clone().text()).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^/uploads/[a-f0-9]{32}\\.${ext}$`));
    const served = await h.call("GET", url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe(mime);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const servedBytes = Buffer.from(await served.arrayBuffer());
    // GIFs are kept as sent; other images are re-encoded without their metadata (upload-metadata.test.ts).
    if (format === "gif") expect(servedBytes.equals(bytes)).toBe(true);
    const servedMeta = await sharp(servedBytes).metadata();
    expect([servedMeta.width, servedMeta.height]).toEqual([40, 30]);
    const row = await h.services.db.db
      .selectFrom("uploads")
      .selectAll()
      .where("url", "=", url)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      mime,
      width: 40,
      height: 30,
      size: servedBytes.length,
      original_name: `photo.${format}`,
    });
  });

  it("accepts a PDF, serves it with ranges, and allows PDFs more room than images", async () => {
    const bytes = await pdf(Math.round(1.5 * MB));
    const res = await upload(form(bytes, "report.pdf", "application/pdf"));
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    const served = await h.call("GET", url);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(Number(served.headers.get("content-length"))).toBe(bytes.length);
    const part = await h.call("GET", url, { headers: { range: "bytes=0-4" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-4/${bytes.length}`);
    expect(await part.text()).toBe("%PDF-");
  });

  it.each([
    [
      "a renamed executable",
      Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(4000)]),
      "holiday.png",
      "image/png",
    ],
    [
      "an SVG",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      "logo.svg",
      "image/svg+xml",
    ],
    [
      "an HTML page",
      Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>"),
      "page.jpg",
      "image/jpeg",
    ],
    ["plain text", Buffer.from("just some words"), "notes.pdf", "application/pdf"],
  ])("refuses %s with 415, judged by its bytes", async (_what, bytes, name, type) => {
    const res = await upload(form(bytes, name, type));
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      error: "This type of file cannot be uploaded. Choose a JPEG, PNG, WebP, AVIF or GIF image, or a PDF.",
    });
  });

  it("refuses an image over the limit with 413, leaving nothing behind", async () => {
    const png = await image("png");
    const big = Buffer.concat([png, Buffer.alloc(Math.round(1.2 * MB))]);
    const before = await h.services.db.db.selectFrom("uploads").select("id").execute();
    const res = await upload(form(big, "big.png", "image/png"));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "The file is too large. Images can be up to 1 MB and PDFs up to 2 MB." });
    expect(await h.services.db.db.selectFrom("uploads").select("id").execute()).toHaveLength(before.length);
  });

  it("refuses an image over 40 megapixels with a clear message, leaving nothing behind", async () => {
    const huge = await sharp({ create: { width: 9000, height: 5000, channels: 3, background: "#1d6b43" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(MB);
    const before = await h.services.db.db.selectFrom("uploads").select("id").execute();
    const res = await upload(form(huge, "banner.png", "image/png"));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error:
        "This image is 9000 × 5000 pixels (45.0 megapixels). Images can be up to 40 megapixels: please resize it and upload it again.",
    });
    expect(await h.services.db.db.selectFrom("uploads").select("id").execute()).toHaveLength(before.length);
  });

  it("stops reading a body that is too large instead of buffering it", async () => {
    let pulled = 0;
    const png = await image("png");
    const boundary = "----uraia-test-boundary";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(Buffer.concat([head, png]));
      },
      pull(controller) {
        pulled += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024));
        if (pulled > 200 * MB) controller.close();
      },
    });
    const request = new Request("http://localhost/api/upload", {
      method: "POST",
      body: stream,
      headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${boundary}` },
      duplex: "half",
    } as RequestInit);
    const res = await h.app.request(request);
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(3 * MB);
  });

  it("answers 413 at once when the declared length is over every limit", async () => {
    const res = await h.call("POST", "/api/upload", {
      token,
      body: "x",
      headers: { "content-type": "multipart/form-data; boundary=abc", "content-length": String(500 * MB) },
    });
    expect(res.status).toBe(413);
  });

  it("answers 400 for a truncated body", async () => {
    const png = await image("png");
    const boundary = "cut-off-boundary";
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`),
      png.subarray(0, png.length - 10),
    ]);
    const res = await h.call("POST", "/api/upload", {
      token,
      body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "The upload was cut off before it finished. Please try again." });
  });

  it("needs the field file, a multipart body and a staff token", async () => {
    const wrongField = await upload(form(await image("png"), "a.png", "image/png", "image"));
    expect(wrongField.status).toBe(400);
    expect(await wrongField.json()).toEqual({ error: 'Choose a file to upload in the form field "file".' });
    const empty = await upload(form(new Uint8Array(0), "a.png"));
    expect(empty.status).toBe(400);
    const json = await h.call("POST", "/api/upload", { token, json: { url: "x" } });
    expect(json.status).toBe(415);
    const anonymous = await upload(form(await image("png"), "a.png", "image/png"), false);
    expect(anonymous.status).toBe(401);
  });

  it("answers 404 for unknown or malformed upload names", async () => {
    expect((await h.call("GET", "/uploads/0123456789abcdef0123456789abcdef.png")).status).toBe(404);
    expect((await h.call("GET", "/uploads/..%2Furaia.sqlite")).status).toBe(404);
    expect((await h.call("GET", "/uploads/.incoming")).status).toBe(404);
  });
});
