import { z } from "zod";
import { isoDate } from "../format-date.ts";
import { LINK_PATTERN, oneLine, parsePublishedAt } from "../schema-fields.ts";

/**
 * Field builders for collection definitions: each gives the zod rule (server,
 * admin form and tests share it), the label and the admin input kind.
 * Blank form values count as "not given".
 */
export type InputKind =
  | "text"
  | "textarea"
  | "select"
  | "tags"
  | "image"
  | "file"
  | "checkbox"
  | "datetime"
  | "date"
  | "number"
  | "photo-sets"
  /** an article body: the rich editor's HTML */
  | "rich-text"
  /** a pick from a managed list (`list`), which admins keep under Settings */
  | "managed-choice"
  /** a PDF: an upload, or its address typed */
  | "pdf"
  /** the address's last part: made from the title, never typed (kinds with `stored.slug`) */
  | "slug"
  /** when it shows: the publish now / schedule / draft choice */
  | "publish";

export type FieldSpec<S extends z.ZodType = z.ZodType> = {
  label: string;
  input: InputKind;
  schema: S;
  required?: boolean;
  options?: readonly string[];
  /** what staff read for each option where the stored code is not a word (event kinds) */
  optionLabels?: Readonly<Record<string, string>>;
  hint?: string;
  /** words people read, so it may have a Kiswahili version (docs/product.md, "Translated content") */
  translatable?: boolean;
  /** managed-choice: the managed list offered */
  list?: "news-categories" | "publication-types";
  /** what a create without the field stores (kinds kept in their own table, shared/collections/stored.ts) */
  absent?: unknown;
  /** the API's word for "none" (publications answer "—"): the form shows it as empty */
  noneShownAs?: string;
  /** textarea: its height in lines */
  rows?: number;
  /** a greyed example inside an empty text box */
  placeholder?: string;
  /** pdf: the label of its upload button (the field's own label names the address box) */
  uploadLabel?: string;
};

/** An option as staff read it: its label, or the option itself. */
export const optionLabel = (spec: Pick<FieldSpec, "optionLabels"> | undefined, option: string): string =>
  spec?.optionLabels?.[option] ?? option;

export const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** A required text; a one-line one (a title, a name: up to 300 characters) refuses control characters. */
export function requiredText(label: string, max = 200) {
  const line = oneLine(label);
  const base = z
    .string({ message: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
  const schema = z.preprocess(
    (v) => (v === null || v === undefined ? "" : v),
    max > 300 ? base : base.refine(line.check, line.message),
  );
  return {
    label,
    input: max > 300 ? "textarea" : "text",
    schema,
    required: true,
    translatable: true,
  } as const satisfies FieldSpec;
}

export function text(label: string, max = 200, input: "text" | "textarea" = max > 300 ? "textarea" : "text") {
  const schema = z.preprocess(
    (v) => (blank(v) ? "" : v),
    z
      .string({ message: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`),
  );
  return { label, input, schema, translatable: true } as const satisfies FieldSpec;
}

export function choice<const T extends readonly [string, ...string[]]>(
  label: string,
  options: T,
  fallback?: T[number],
) {
  const message = `${label} must be one of: ${options.join(", ")}`;
  const schema = z.preprocess((v) => (blank(v) ? fallback : v), z.enum(options, { message }));
  return { label, input: "select", schema, options, required: fallback === undefined } as const satisfies FieldSpec;
}

/** A list of short texts (skills, tags); a form may send one per line or comma-separated. */
export function tags(label: string, maxItems = 12, maxLength = 60) {
  const schema = z.preprocess(
    (v) => {
      if (blank(v)) return [];
      if (typeof v === "string") return v.split(/[\n,]/);
      return v;
    },
    z
      .array(z.string({ message: `${label} must be a list of texts` }), { message: `${label} must be a list of texts` })
      .transform((list) => list.map((t) => t.trim()).filter(Boolean))
      .pipe(
        z
          .array(z.string().max(maxLength, `Each of ${label.toLowerCase()} must be at most ${maxLength} characters`))
          .max(maxItems, `${label} can hold at most ${maxItems} entries`),
      ),
  );
  return { label, input: "tags", schema, translatable: true } as const satisfies FieldSpec;
}

const linkRule = (label: string) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(2048, `${label} must be at most 2048 characters`)
    .regex(LINK_PATTERN, `${label} must be a relative path like /uploads/… or an http(s) URL`);

export function link(label: string, input: "image" | "file" = "image") {
  const schema = z.preprocess((v) => (blank(v) ? null : v), linkRule(label).nullable());
  return { label, input, schema } as const satisfies FieldSpec;
}

/** An optional address elsewhere on the web: https only, since visitors open it in a new tab. */
export function externalLink(label: string) {
  const message = `${label} must be an https:// address, such as https://cob.go.ke/`;
  const schema = z.preprocess(
    (v) => (blank(v) ? null : v),
    z
      .string({ message })
      .trim()
      .max(2048, `${label} must be at most 2048 characters`)
      .regex(/^https:\/\/[^\s/$.?#][^\s]*$/i, message)
      .nullable(),
  );
  return { label, input: "text", schema } as const satisfies FieldSpec;
}

/** An optional page of this site: a path starting with one "/". */
export function sitePath(label: string) {
  const message = `${label} must be a path on this site starting with /, such as /publications`;
  const schema = z.preprocess(
    (v) => (blank(v) ? null : v),
    z
      .string({ message })
      .trim()
      .max(300, `${label} must be at most 300 characters`)
      .regex(/^\/(?!\/)[^\s\\]*$/, message)
      .nullable(),
  );
  return { label, input: "text", schema } as const satisfies FieldSpec;
}

export function requiredLink(label: string, input: "image" | "file" = "file") {
  const schema = z.preprocess(
    (v) => (v === null || v === undefined ? "" : v),
    z
      .string({ message: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .pipe(linkRule(label)),
  );
  return { label, input, schema, required: true } as const satisfies FieldSpec;
}

export function flag(label: string) {
  const schema = z.preprocess(
    (v) => (v === null || v === undefined || v === "" ? false : v === "true" ? true : v === "false" ? false : v),
    z.boolean({ message: `${label} must be true or false` }),
  );
  return { label, input: "checkbox", schema } as const satisfies FieldSpec;
}

function dateRule(label: string, example: string) {
  const message = `${label} must be a date such as ${example}`;
  return z.string({ message }).transform((value, ctx) => {
    const iso = parsePublishedAt(value);
    if (iso === null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return iso;
  });
}

/** An optional moment (Kenyan time when no zone is given), stored as ISO-8601 UTC. */
export function moment(label: string, input: "datetime" | "date" = "datetime") {
  const schema = z.preprocess((v) => (blank(v) ? null : v), dateRule(label, "2026-03-01T09:00").nullable());
  return { label, input, schema } as const satisfies FieldSpec;
}

export function requiredMoment(label: string, input: "datetime" | "date" = "datetime") {
  const schema = z.preprocess(
    (v) => (blank(v) ? "" : v),
    z
      .string({ message: `${label} is required` })
      .min(1, `${label} is required`)
      .pipe(dateRule(label, "2026-03-01T09:00")),
  );
  return { label, input, schema, required: true } as const satisfies FieldSpec;
}

/**
 * A calendar day kept as written ("2025-03-01"): pages show that day whatever
 * the zone, where a moment stored from a date would read as the evening before in UTC.
 */
export function requiredDay(label: string) {
  const message = `${label} must be a date such as 2026-03-01`;
  const schema = z.preprocess(
    (v) => (blank(v) ? "" : typeof v === "string" ? v.trim() : v),
    z
      .string({ message })
      .min(1, `${label} is required`)
      .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isoDate(v) === v, message),
  );
  return { label, input: "date", schema, required: true } as const satisfies FieldSpec;
}

/** Albums: sets (days) of photos, each photo with required alt text and an optional caption. */
export const MAX_SETS = 20;
export const MAX_PHOTOS_PER_SET = 300;

const photo = z.object(
  {
    url: z.preprocess(
      (v) => (v === null || v === undefined ? "" : v),
      z.string({ message: "Photo URL is required" }).trim().min(1, "Photo URL is required").pipe(linkRule("Photo URL")),
    ),
    alt: z.preprocess(
      (v) => (v === null || v === undefined ? "" : v),
      z
        .string({ message: "Alt text must be text" })
        .trim()
        .min(1, "Alt text is required for every photo")
        .max(300, "Alt text must be at most 300 characters"),
    ),
    caption: z.preprocess(
      (v) => (blank(v) ? "" : v),
      z.string({ message: "Caption must be text" }).trim().max(300, "Caption must be at most 300 characters"),
    ),
  },
  { message: "Each photo must be an object with url, alt and caption" },
);

const photoSet = z.object(
  {
    name: z.preprocess(
      (v) => (v === null || v === undefined ? "" : v),
      z.string({ message: "Set name must be text" }).trim().min(1, "Each set needs a name, such as Day 1").max(60),
    ),
    photos: z
      .array(photo, { message: "Photos must be a list" })
      .max(MAX_PHOTOS_PER_SET, `A set can hold at most ${MAX_PHOTOS_PER_SET} photos`),
  },
  { message: "Each set must be an object with a name and photos" },
);

export function photoSets(label: string) {
  const schema = z.preprocess(
    (v) => (v === null || v === undefined ? [] : v),
    z
      .array(photoSet, { message: `${label} must be a list` })
      .max(MAX_SETS, `An album can have at most ${MAX_SETS} sets`),
  );
  // Translatable: the sets' names and the photos' alt texts and captions (shared/collections/photo-texts.ts).
  return { label, input: "photo-sets", schema, translatable: true } as const satisfies FieldSpec;
}

export type PhotoSet = z.output<typeof photoSet>;
export type Photo = z.output<typeof photo>;
