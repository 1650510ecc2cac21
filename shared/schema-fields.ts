import { z } from "zod";
import { EAT_OFFSET } from "./east-africa-time.ts";

/**
 * Field rules shared by the news and publication schemas (server, forms and tests).
 * Empty strings from forms count as "not given" where a field is optional.
 */

const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/** A relative path on this site (/uploads/…) or an absolute http(s) URL. */
export const LINK_PATTERN = /^(\/(?!\/)[^\s\\]*|https?:\/\/[^\s/$.?#][^\s]*)$/i;

export const linkOrNull = (what: string) =>
  z.preprocess(
    blankToNull,
    z
      .string({ message: `${what} must be text` })
      .trim()
      .max(2048, `${what} must be at most 2048 characters`)
      .regex(LINK_PATTERN, `${what} must be a relative path like /uploads/… or an http(s) URL`)
      .nullable(),
  );

export const requiredLink = (what: string) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? "" : value),
    z
      .string({ message: `${what} must be text` })
      .trim()
      .min(1, `${what} is required`)
      .max(2048, `${what} must be at most 2048 characters`)
      .regex(LINK_PATTERN, `${what} must be a relative path like /uploads/… or an http(s) URL`),
  );

/** Optional text: null or blank becomes `fallback`. */
export const textOr = (what: string, max: number, fallback: string) =>
  z.preprocess(
    (value) => blankToNull(value) ?? fallback,
    z
      .string({ message: `${what} must be text` })
      .trim()
      .max(max, `${what} must be at most ${max} characters`),
  );

/** Optional text kept as null when blank. */
export const textOrNull = (what: string, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string({ message: `${what} must be text` })
      .trim()
      .max(max, `${what} must be at most ${max} characters`)
      .nullable(),
  );

/**
 * A control character (a line break, a tab, NUL, ESC, DEL…): never part of a one-line text such
 * as a title, which calendars, feeds, file names and headers carry.
 */
export const CONTROL_CHARACTER = /\p{Cc}/u;

/** A one-line text's rule: refused at save time when it holds a control character. */
export const oneLine = (what: string) => ({
  check: (value: string) => !CONTROL_CHARACTER.test(value),
  message: `${what} must be one line, without control characters`,
});

const titleLine = oneLine("Title");

export const requiredTitle = z.preprocess(
  (value) => (value === null || value === undefined ? "" : value),
  z
    .string({ message: "Title must be text" })
    .trim()
    .min(1, "Title is required")
    .max(200, "Title must be at most 200 characters")
    .refine(titleLine.check, titleLine.message),
);

export const featuredFlag = z.preprocess(
  (value) => (value === null ? false : value),
  z.boolean({ message: "Featured must be true or false" }),
);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;
const ZONED_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i;

/**
 * Parses the accepted date forms to an ISO-8601 UTC string; null when not a valid date.
 * A date-time without a zone (an HTML datetime-local value) is read as East Africa Time.
 */
export function parsePublishedAt(value: string): string | null {
  const text = value.trim();
  let candidate: string;
  if (DATE_ONLY.test(text)) candidate = `${text}T00:00:00${EAT_OFFSET}`;
  else if (LOCAL_DATE_TIME.test(text)) candidate = `${text}${EAT_OFFSET}`;
  else if (ZONED_DATE_TIME.test(text)) candidate = text;
  else return null;
  const date = new Date(candidate);
  if (Number.isNaN(date.getTime())) return null;
  const year = date.getUTCFullYear();
  if (year < 1990 || year > 2100) return null;
  return date.toISOString();
}

/** null or blank = draft; otherwise a date (see parsePublishedAt), stored as ISO-8601 UTC. */
export const publishedAt = z.preprocess(
  blankToNull,
  z
    .string({ message: "Publish date must be a date such as 2025-03-01T09:00" })
    .transform((value, ctx) => {
      const iso = parsePublishedAt(value);
      if (iso === null) {
        ctx.addIssue({ code: "custom", message: "Publish date must be a date such as 2025-03-01T09:00" });
        return z.NEVER;
      }
      return iso;
    })
    .nullable(),
);
