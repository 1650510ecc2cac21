import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "zod";
import { isEmail } from "./email.ts";
import { type FieldMessages, formErrors } from "./form-errors.ts";
import { KENYA_COUNTIES } from "./kenya-counties.ts";
import type { Locale } from "./locales.ts";
import { isApplicationKind, KIND_LABELS, MESSAGE_KINDS, MESSAGE_STATUSES } from "./message-kinds.ts";
import { MESSAGE_LIMITS as limits, FIELD_MESSAGES as m, needsPhone } from "./message-rules.ts";

/**
 * POST /api/messages (and the forms' actions): the fields of a message, from
 * JSON or form fields (where everything arrives as text). Server and tests only;
 * the browser uses `quickCheck` (message-rules.ts) and the server's answer.
 */
const blank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && !value.trim());
const str = (value: unknown) => (typeof value === "string" ? value.trim() : value);

const requiredText = (missing: string, max: number, long: string) =>
  z.preprocess((v) => (blank(v) ? "" : str(v)), z.string({ message: missing }).min(1, missing).max(max, long));

const optionalText = (max: number, long: string) =>
  z.preprocess((v) => (blank(v) ? null : str(v)), z.string({ message: long }).max(max, long).nullable());

/** Kenyan numbers may be written locally (0712 345 678); others need their +country code. Stored as E.164. */
export function toE164(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value, "KE");
  return parsed?.isValid() ? parsed.number : null;
}

const consent = (m: FieldMessages) =>
  z.preprocess(
    (v) => v === true || v === "true" || v === "on" || v === "yes" || v === "1",
    z.literal(true, { message: m.consent }),
  );

const buildInputSchema = (m: FieldMessages, bodyObject: string) =>
  z
    .object(
      {
        name: requiredText(m.name, limits.name, m.nameLong),
        email: z.preprocess(
          (v) => (blank(v) ? "" : str(v)),
          z
            .string({ message: m.emailMissing })
            .min(1, m.emailMissing)
            .max(limits.email, m.emailLong)
            .refine(isEmail, m.emailInvalid)
            .transform((v) => v.toLowerCase()),
        ),
        phone: z.preprocess(
          (v) => (blank(v) ? null : str(v)),
          z
            .string({ message: m.phoneInvalid })
            .max(40, m.phoneInvalid)
            .transform((v, ctx) => {
              const e164 = toE164(v);
              if (!e164) {
                ctx.addIssue({ code: "custom", message: m.phoneInvalid });
                return z.NEVER;
              }
              return e164;
            })
            .nullable(),
        ),
        subject: optionalText(limits.subject, m.subjectLong),
        message: optionalText(limits.message, m.messageLong),
        consent: consent(m),
        kind: z.preprocess((v) => (blank(v) ? "general" : str(v)), z.enum(MESSAGE_KINDS, { message: m.kind })),
        reference: optionalText(limits.reference, m.referenceLong),
        county: z.preprocess(
          (v) => (blank(v) ? null : str(v)),
          z.enum(KENYA_COUNTIES, { message: m.county }).nullable(),
        ),
        organisation: optionalText(limits.organisation, m.organisationLong),
        people: z.preprocess(
          (v) => (blank(v) ? null : typeof v === "string" ? Number(v) : v),
          z.number({ message: m.people }).int(m.people).min(1, m.people).max(limits.people, m.people).nullable(),
        ),
      },
      { message: bodyObject },
    )
    .superRefine(
      (input, ctx) => {
        const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
        if (needsPhone(input.kind) && !input.phone) issue("phone", m.phoneMissing);
        if (isApplicationKind(input.kind) && !input.reference) issue("reference", m.opening);
        if (input.kind === "registration") {
          if (!input.reference) issue("reference", m.event);
          if (!input.county) issue("county", m.county);
          if (input.people === null) issue("people", m.people);
        } else if (!input.message) issue("message", m.message);
        if (!input.subject && !isApplicationKind(input.kind) && input.kind !== "registration")
          issue("subject", m.subject);
        // Run even when a field above failed, so that one answer names every missing field at once.
      },
      { when: (payload) => typeof payload.value === "object" && payload.value !== null },
    )
    .transform((input) => ({
      ...input,
      // Applications and registrations name themselves: "Volunteer application: Civic educator".
      subject: input.subject ?? `${KIND_LABELS[input.kind]}: ${input.reference ?? ""}`.slice(0, limits.subject),
      message: input.message ?? "",
    }));

const inputSchemas = {
  en: buildInputSchema(formErrors("en").fields, formErrors("en").form.bodyObject),
  sw: buildInputSchema(formErrors("sw").fields, formErrors("sw").form.bodyObject),
} satisfies Record<Locale, unknown>;

/** The message's fields, with the error texts in the visitor's language. */
export const messageInputSchemaFor = (locale: Locale) => inputSchemas[locale];
/** English (the API's default). */
export const messageInputSchema = inputSchemas.en;

export type MessageInput = z.output<typeof messageInputSchema>;

/** PUT /api/messages/{id}: staff move a message between folders. */
export const messageUpdateSchema = z.object(
  { status: z.enum(MESSAGE_STATUSES, { message: "Status must be one of: new, read, handled, spam or archived." }) },
  { message: "The request body must be a JSON object" },
);

/** GET /api/messages query. */
export const messageListQuerySchema = z.object({
  status: z.preprocess(
    (v) => (blank(v) ? undefined : v),
    z
      .enum([...MESSAGE_STATUSES, "inbox"], { message: "status must be new, read, handled, spam, archived or inbox" })
      .optional(),
  ),
  kind: z.preprocess((v) => (blank(v) ? undefined : v), z.enum(MESSAGE_KINDS, { message: m.kind }).optional()),
  reference: z.preprocess((v) => (blank(v) ? undefined : v), z.string().max(limits.reference).optional()),
  q: z.preprocess(
    (v) => (blank(v) ? undefined : str(v)),
    z.string().max(200, "q can be at most 200 characters").optional(),
  ),
  limit: z.coerce
    .number({ message: "limit must be a number from 1 to 100" })
    .int()
    .min(1)
    .max(100, "limit must be a number from 1 to 100")
    .default(25),
  offset: z.coerce.number({ message: "offset must be 0 or more" }).int().min(0, "offset must be 0 or more").default(0),
});
export type MessageListQuery = z.output<typeof messageListQuerySchema>;

/** POST /api/messages/{id}/replies and /notes: `{ body }`, 1–5,000 characters. */
const entryBody = (what: string) =>
  z.object(
    { body: requiredText(`Write the ${what} first.`, 5000, `The ${what} can be at most 5,000 characters.`) },
    { message: "The request body must be a JSON object" },
  );
export const replyInputSchema = entryBody("reply");
export const noteInputSchema = entryBody("note");

/** GET /api/messages/export.csv?reference=… */
export const exportQuerySchema = z.object({
  reference: z.preprocess(
    (v) => (blank(v) ? "" : str(v)),
    z
      .string()
      .min(1, "Name the opening or event to export (?reference=…).")
      .max(limits.reference, "The reference is too long."),
  ),
});
