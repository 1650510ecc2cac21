import { isEmail } from "./email.ts";
import { MESSAGE_LIMITS } from "./field-limits.ts";
import { type FieldMessages, FORM_ERRORS, formErrors } from "./form-errors.ts";
import type { Locale } from "./locales.ts";
import { isApplicationKind, type MessageKind } from "./message-kinds.ts";

/**
 * The rules every message follows (docs/product.md, "Messages"), with the words a
 * visitor reads when a field is wrong (form-errors.ts, in the page's language): the
 * API's `details`, the forms without JavaScript and the forms with it all say the same thing.
 */
export { MESSAGE_LIMITS };

/** The English texts (the API's default); other languages: `formErrors(locale).fields` (form-errors.ts). */
export const FIELD_MESSAGES: FieldMessages = FORM_ERRORS.en.fields;

/** Registrations and applications ask for a phone number and what they are about. */
export const needsPhone = (kind: MessageKind) => kind === "registration" || isApplicationKind(kind);
export const needsReference = needsPhone;

export type MessageFieldValues = Partial<Record<string, string | boolean | undefined>>;

const text = (value: string | boolean | undefined) => (typeof value === "string" ? value.trim() : "");

/**
 * A quick check in the browser before sending (required fields, lengths, email,
 * consent). The server's schema (message-schema.ts) is the full rule, phone
 * numbers included; this only spares a round trip for the obvious.
 */
export function quickCheck(
  kind: MessageKind,
  values: MessageFieldValues,
  locale: Locale = "en",
): Record<string, string> {
  const errors: Record<string, string> = {};
  const m = formErrors(locale).fields;
  const name = text(values.name);
  if (!name) errors.name = m.name;
  else if (name.length > MESSAGE_LIMITS.name) errors.name = m.nameLong;
  const email = text(values.email);
  if (!email) errors.email = m.emailMissing;
  else if (!isEmail(email)) errors.email = m.emailInvalid;
  if (needsPhone(kind) && !text(values.phone)) errors.phone = m.phoneMissing;
  if ("subject" in values && !text(values.subject)) errors.subject = m.subject;
  if (kind === "registration") {
    if (!text(values.reference)) errors.reference = m.event;
    if (!text(values.county)) errors.county = m.county;
    const people = Number(text(values.people));
    if (!Number.isInteger(people) || people < 1 || people > MESSAGE_LIMITS.people) errors.people = m.people;
  } else {
    if (needsReference(kind) && !text(values.reference)) errors.reference = m.opening;
    const message = text(values.message);
    if (!message) errors.message = m.message;
    else if (message.length > MESSAGE_LIMITS.message) errors.message = m.messageLong;
  }
  if (values.consent !== true && values.consent !== "on" && values.consent !== "true") errors.consent = m.consent;
  return errors;
}
