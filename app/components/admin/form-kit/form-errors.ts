import type { z } from "zod";
import type { Locale } from "../../../../shared/locales.ts";
import { staffDetails } from "../../../../shared/staff-errors.ts";
import { type FieldErrors, fieldErrors } from "../../../../shared/validation-details.ts";
import { ApiError } from "../../../lib/api-client.ts";

/**
 * Field errors of a payload checked against the shared schema before sending; {} when valid.
 * In the staff member's language, from the same catalogue the server answers with (decision 0075).
 */
export function checkPayload(schema: z.ZodType, payload: unknown, language: Locale = "en"): FieldErrors {
  const result = schema.safeParse(payload);
  return result.success ? {} : staffDetails(fieldErrors(result.error), language);
}

/** The per-field reasons a 400 answer carried in `details`. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiError && error.details ? error.details : {};
}
