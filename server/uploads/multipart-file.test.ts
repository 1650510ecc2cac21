import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { HttpError } from "../http/errors.ts";
import { receiveFile } from "./multipart-file.ts";

const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "uraia-multipart-"));
afterAll(() => fs.rmSync(tempDir, { recursive: true, force: true }));

const boundary = "----b0undary";
function body(file: Buffer) {
  return Buffer.concat([
    Buffer.from(`preamble\r\n--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="../../x.pdf"\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\nepilogue`),
  ]);
}

/** A request whose body arrives in chunks of `size` bytes, so delimiters straddle chunk edges. */
function chunked(bytes: Buffer, size: number) {
  let at = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(new Uint8Array(bytes.subarray(at, at + size)));
      at += size;
    },
  });
  return new Request("http://x/upload", {
    method: "POST",
    body: stream,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    duplex: "half",
  } as RequestInit);
}

const options = (maxBytes = 1 << 20) => ({
  field: "file",
  tempDir,
  maxBytes,
  tooLarge: "too large",
  judge: async () => ({ maxBytes }),
});

describe("receiveFile", () => {
  // Content that looks like the start of a delimiter, to catch off-by-one matching.
  const file = Buffer.concat([
    Buffer.from("%PDF-1.7\r\n--"),
    Buffer.alloc(5000, 7),
    Buffer.from(`\r\n--${boundary.slice(0, 5)}`),
  ]);

  it.each([1, 3, 7, 64, 4096, 1 << 20])("writes exactly the file's bytes when chunks are %i bytes", async (size) => {
    const received = await receiveFile(chunked(body(file), size), options());
    expect(fs.readFileSync(received.localPath).equals(file)).toBe(true);
    expect(received.size).toBe(file.length);
    expect(received.filename).toBe("x.pdf");
    fs.rmSync(received.localPath);
  });

  it("stops at the first byte over the limit and leaves no temporary file", async () => {
    const error = await receiveFile(chunked(body(file), 512), options(1000)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(413);
    expect(fs.readdirSync(tempDir)).toEqual([]);
  });

  it("reports a body without its closing boundary as cut off", async () => {
    const cut = body(file).subarray(0, 300);
    const error = await receiveFile(chunked(cut, 64), options()).catch((e: unknown) => e);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).message).toBe("The upload was cut off before it finished. Please try again.");
    expect(fs.readdirSync(tempDir)).toEqual([]);
  });
});
