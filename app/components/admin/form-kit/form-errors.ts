import type { z } from "zod";
import { type FieldErrors, fieldErrors } from "../../../../shared/validation-details.ts";
import { ApiError } from "../../../lib/api-client.ts";

/** Field errors of a payload checked against the shared schema before sending; {} when valid. */
export function checkPayload(schema: z.ZodType, payload: unknown): FieldErrors {
  const result = schema.safeParse(payload);
  return result.success ? {} : fieldErrors(result.error);
}

/** The per-field reasons a 400 answer carried in `details`. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiError && error.details ? error.details : {};
}
