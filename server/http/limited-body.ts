import { badRequest, HttpError, payloadTooLarge } from "./errors.ts";

/**
 * Reads a request body, stopping at the first byte over `limit` (413 with
 * `tooLarge`), never buffering more: a declared length over the limit is refused
 * before reading.
 */
export async function readLimitedBody(request: Request, limit: number, tooLarge: string): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > limit) throw payloadTooLarge(tooLarge);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) throw payloadTooLarge(tooLarge);
      chunks.push(value);
    }
  } catch (error) {
    // Stop reading; the HTTP server drains or closes the rest of the body.
    reader.releaseLock();
    throw error instanceof HttpError ? error : badRequest("The request body could not be read.");
  }
  return Buffer.concat(chunks);
}
