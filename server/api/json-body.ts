import type { Context } from "hono";
import { badRequest, payloadTooLarge, unsupportedMediaType } from "../http/errors.ts";

/** Largest JSON body accepted (a long article's HTML fits with room to spare). */
export const JSON_BODY_LIMIT = 1024 * 1024;

const TOO_LARGE = "The request body is too large (at most 1 MB of JSON).";

/** Reads the body as text, stopping at the first byte over `limit`, never buffering more. */
async function readLimited(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > limit) throw payloadTooLarge(TOO_LARGE);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Stop reading; the HTTP server drains or closes the rest of the body.
      reader.releaseLock();
      throw payloadTooLarge(TOO_LARGE);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The request's JSON body: 415 unless it says application/json, 413 when too large, 400 when not JSON. */
export async function readJson(c: Context, limit = JSON_BODY_LIMIT): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type)) {
    throw unsupportedMediaType("Send the request body as JSON with the header Content-Type: application/json.");
  }
  const text = await readLimited(c.req.raw, limit);
  if (text.trim() === "") throw badRequest("The request body is empty. Send a JSON object.");
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("The request body is not valid JSON.");
  }
}
