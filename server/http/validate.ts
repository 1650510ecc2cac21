import type { z } from "zod";
import { fieldErrors, summary } from "../../shared/validation-details.ts";
import { badRequest } from "./errors.ts";

/** Parses input with a shared schema; a failure is a 400 naming every bad field. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const details = fieldErrors(result.error);
    throw badRequest(summary(details), details);
  }
  return result.data;
}
