import { Readable } from "node:stream";
import { Hono } from "hono";
import { parseVariantName } from "../../shared/upload-variants.ts";
import { notFound } from "../http/errors.ts";
import type { NonceEnv } from "../http/security-headers.ts";
import { ACCEPTED, isAcceptedExt } from "../uploads/accepted-types.ts";
import type { ImageVariants } from "../uploads/image-variants.ts";
import { type FileStorage, STORAGE_KEY } from "../uploads/storage.ts";

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` within a file of `size` bytes; null when not satisfiable. */
export function parseRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "") || size === 0) return null;
  let start: number;
  let end: number;
  if (match[1] === "") {
    start = Math.max(size - Number(match[2]), 0);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}

/**
 * Uploaded files at /uploads/{name}: the type from the (detected) extension,
 * nosniff (set for every response), cached for a year since names never change
 * (the name is the ETag), from local disk or the object store alike,
 * and byte ranges so the PDF reader can fetch pages as needed. A missing
 * responsive variant of an image is made on its first request.
 */
export function uploadFiles(storage: FileStorage, variants: ImageVariants) {
  const files = new Hono<NonceEnv>();
  files.on(["GET", "HEAD"], "/:name", async (c) => {
    const name = c.req.param("name");
    const ext = name.split(".").pop();
    if (parseVariantName(name)) await variants.ensure(name);
    const size = STORAGE_KEY.test(name) && isAcceptedExt(ext) ? await storage.size(name) : null;
    if (size === null || !isAcceptedExt(ext)) throw notFound("File not found");
    const headers: Record<string, string> = {
      "Content-Type": ACCEPTED[ext].mime,
      "Cache-Control": "public, max-age=31536000, immutable",
      "Accept-Ranges": "bytes",
      // A name is never reused for other bytes, so it is a strong validator on its own.
      ETag: `"${name}"`,
    };
    const ifNoneMatch = c.req.header("if-none-match");
    if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === headers.ETag)) {
      return c.body(null, 304, headers);
    }
    const rangeHeader = c.req.header("range");
    const range = rangeHeader ? parseRange(rangeHeader, size) : undefined;
    if (range === null) {
      return c.body(null, 416, { ...headers, "Content-Range": `bytes */${size}` });
    }
    const length = range ? range.end - range.start + 1 : size;
    headers["Content-Length"] = String(length);
    if (range) headers["Content-Range"] = `bytes ${range.start}-${range.end}/${size}`;
    const status = range ? 206 : 200;
    if (c.req.method === "HEAD") return c.body(null, status, headers);
    const stream = Readable.toWeb(storage.read(name, range)) as ReadableStream<Uint8Array>;
    return c.body(stream, status, headers);
  });
  return files;
}
