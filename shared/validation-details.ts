import type { z } from "zod";

/** Field name → first message, for `{ "error", "details" }` answers and form errors. */
export type FieldErrors = Record<string, string>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const details: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join(".") : "body";
    if (!(field in details)) details[field] = issue.message;
  }
  return details;
}

/** The messages as one sentence list, e.g. 'Title is required. PDF URL is required.' */
export function summary(details: FieldErrors): string {
  return Object.values(details)
    .map((message) => (/[.!?]$/.test(message) ? message : `${message}.`))
    .join(" ");
}
