import { createMiddleware } from "hono/factory";
import { MESSAGE_LIMITS } from "../../shared/message-rules.ts";
import { payloadTooLarge } from "./errors.ts";
import { plainPage } from "./plain-page.ts";

/** Largest JSON body the API accepts (a long article's HTML fits with room to spare). */
export const JSON_BODY_LIMIT = 1024 * 1024;
/**
 * A message with its attachment: room for an attachment twice the allowed size
 * plus the text fields, so a CV a little too large still arrives whole and the
 * form can say so beside the field; anything bigger stops at the first byte over.
 */
export const FORM_BODY_LIMIT = MESSAGE_LIMITS.attachmentBytes * 2 + 256 * 1024;
/** A form of a few text fields (the newsletter box, a mail link's button, any page). */
export const SMALL_FORM_LIMIT = 32 * 1024;

export type BodyLimit = { path: RegExp; limit: number; tooLarge: string };

/**
 * The largest body each route accepts, first match wins. Every request with a
 * body passes through `bodyLimits` (server/app.ts), so a route added later gets
 * the last, smallest limit until it is listed here.
 */
export function bodyLimitTable(uploadBytes: number): readonly BodyLimit[] {
  const form = { limit: FORM_BODY_LIMIT, tooLarge: "The request is too large. A CV can be a PDF of at most 5 MB." };
  return [
    { path: /^\/api\/upload\/?$/, limit: uploadBytes + 64 * 1024, tooLarge: "The file is too large to upload." },
    { path: /^\/api\/messages\/?$/, ...form },
    { path: /^\/(contact|apply|register)(\.data)?\/?$/, ...form },
    { path: /^\/api\//, limit: JSON_BODY_LIMIT, tooLarge: "The request body is too large (at most 1 MB of JSON)." },
    { path: /^/, limit: SMALL_FORM_LIMIT, tooLarge: "The request is too large for this form." },
  ];
}

export function bodyLimitFor(table: readonly BodyLimit[], pathname: string): BodyLimit {
  return table.find((entry) => entry.path.test(pathname)) ?? (table.at(-1) as BodyLimit);
}

/** Passes a body stream through, failing it with 413 at the first byte over `limit`. */
export function limitStream(body: ReadableStream<Uint8Array>, entry: BodyLimit): ReadableStream<Uint8Array> {
  let size = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > entry.limit) controller.error(payloadTooLarge(entry.tooLarge));
        else controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * The one gate on request bodies, before any handler or page action runs: a
 * declared length over the route's limit is refused with 413 before a byte is
 * read; a body without a length (chunked) is passed on through a stream that
 * fails at the first byte over, so no reader, bounded or not, can buffer more.
 */
export function bodyLimits(table: readonly BodyLimit[]) {
  return createMiddleware(async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body) return next();
    const entry = bodyLimitFor(table, c.req.path);
    const declared = c.req.header("content-length");
    if (declared !== undefined) {
      if (/^\d+$/.test(declared) && Number(declared) <= entry.limit) return next();
      // A visitor's form without JavaScript gets a page to read; the API its JSON error.
      if (c.req.path.startsWith("/api/")) throw payloadTooLarge(entry.tooLarge);
      return plainPage({
        status: 413,
        title: "Too large to send",
        paragraphs: [entry.tooLarge, "Nothing was sent. Please go back and try again with less."],
        link: /^\/[\w\-/]*$/.test(c.req.path) ? { href: c.req.path, text: "Back to the form" } : undefined,
      });
    }
    c.req.raw = new Request(raw, { body: limitStream(raw.body, entry), duplex: "half" } as RequestInit);
    return next();
  });
}
