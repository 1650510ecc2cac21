import { z } from "zod";
import {
  featuredFlag,
  linkOrNull,
  publishedAt,
  requiredLink,
  requiredTitle,
  textOr,
  textOrNull,
} from "../schema-fields.ts";
import type { FieldSpec } from "./fields.ts";

/**
 * Field builders of the kinds kept in their own tables (news, publications;
 * decision 0074). Each reuses the rule those kinds have always had, so the API
 * answers the same messages; `absent` is what a create without the field stores.
 */

export const title = (label = "Title") =>
  ({ label, input: "text", schema: requiredTitle, required: true, translatable: true }) as const satisfies FieldSpec;

/** The address's last part: made from the title (or given through the API), never typed in the admin. */
export const slug = () =>
  ({ label: "Slug", input: "slug", schema: textOrNull("Slug", 200) }) as const satisfies FieldSpec;

/** Optional text; blank stores `fallback`. */
export const textOrDefault = (label: string, max: number, fallback = "", input: "text" | "textarea" = "textarea") =>
  ({
    label,
    input,
    schema: textOr(label, max, fallback),
    absent: fallback,
    translatable: true,
  }) as const satisfies FieldSpec;

/** Optional short text kept as null when blank. */
export const optionalText = (label: string, max: number) =>
  ({ label, input: "text", schema: textOrNull(label, max), absent: null }) as const satisfies FieldSpec;

/** An article body: sanitised HTML from the rich editor (or plain text with bullet lines). */
export function richText(label: string, max: number) {
  const schema = z.preprocess(
    (value) => value ?? "",
    z.string({ message: `${label} must be text` }).max(max, `${label} must be at most ${max} characters`),
  );
  return { label, input: "rich-text", schema, absent: "", translatable: true } as const satisfies FieldSpec;
}

/** A pick from a managed list; blank stores `fallback` (the list's first entry by default). */
export const managedChoice = (label: string, list: NonNullable<FieldSpec["list"]>, fallback: string) =>
  ({
    label,
    input: "managed-choice",
    list,
    schema: textOr(label, 60, fallback),
    absent: fallback,
  }) as const satisfies FieldSpec;

export const image = (label: string) =>
  ({ label, input: "image", schema: linkOrNull(label), absent: null }) as const satisfies FieldSpec;

/** A PDF's address (required): the admin offers an upload beside the typed address. */
export const pdf = (label: string, uploadLabel: string) =>
  ({ label, uploadLabel, input: "pdf", schema: requiredLink(label), required: true }) as const satisfies FieldSpec;

export const featured = () =>
  ({ label: "Featured", input: "checkbox", schema: featuredFlag, absent: false }) as const satisfies FieldSpec;

/** null or absent = draft, a future moment = scheduled. */
export const publishAt = () =>
  ({ label: "Publish At", input: "publish", schema: publishedAt, absent: null }) as const satisfies FieldSpec;

/** A whole number of at least 1 (a PDF's pages); blank is null. */
export function wholeNumber(label: string, max: number) {
  const message = `${label} must be a whole number`;
  const schema = z.preprocess((value) => {
    if (value === "" || value === null) return null;
    if (typeof value === "string" && /^\s*\d+\s*$/.test(value)) return Number(value);
    return value;
  }, z
    .number({ message })
    .int(message)
    .min(1, `${label} must be at least 1`)
    .max(max, `${label} must be at most ${max}`)
    .nullable());
  return { label, input: "number", schema, absent: null } as const satisfies FieldSpec;
}
