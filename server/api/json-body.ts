import type { Context } from "hono";
import { JSON_BODY_LIMIT } from "../http/body-limits.ts";
import { badRequest, unsupportedMediaType } from "../http/errors.ts";
import { readLimitedBody } from "../http/limited-body.ts";

const TOO_LARGE = "The request body is too large (at most 1 MB of JSON).";

/** The request's JSON body: 415 unless it says application/json, 413 when too large, 400 when not JSON. */
export async function readJson(c: Context, limit = JSON_BODY_LIMIT): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type)) {
    throw unsupportedMediaType("Send the request body as JSON with the header Content-Type: application/json.");
  }
  const text = (await readLimitedBody(c.req.raw, limit, TOO_LARGE)).toString("utf8");
  if (text.trim() === "") throw badRequest("The request body is empty. Send a JSON object.");
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("The request body is not valid JSON.");
  }
}
