import type { Context } from "hono";
import { listQuerySchema } from "../../shared/list-query-schema.ts";
import { notFound } from "../http/errors.ts";
import { validate } from "../http/validate.ts";

/** A positive whole-number id from the path, or a 404 with `message`. */
export function idParam(c: Context, message: string): number {
  return numberParam(c, "id", message);
}

/** A positive whole number from the path parameter `name`, or a 404 with `message`. */
export function numberParam(c: Context, name: string, message: string): number {
  const raw = c.req.param(name) ?? "";
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw notFound(message);
  return id;
}

/** ?limit, ?offset, ?category, ?featured: 400 naming the bad one. */
export function listQuery(c: Context) {
  return validate(listQuerySchema, c.req.query());
}
