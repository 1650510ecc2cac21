import { isEmail } from "./email.ts";
import { isApplicationKind, type MessageKind } from "./message-kinds.ts";

/**
 * The rules every message follows (docs/product.md, "Messages"), with the words a
 * visitor reads when a field is wrong: the API's `details`, the forms without
 * JavaScript and the forms with it all say the same thing.
 */
export const MESSAGE_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
  reference: 200,
  organisation: 150,
  people: 500,
  /** an attached CV: a PDF of at most 5 MB */
  attachmentBytes: 5 * 1024 * 1024,
} as const;

export const FIELD_MESSAGES = {
  name: "Please enter your name.",
  nameLong: `Your name can be at most ${MESSAGE_LIMITS.name} characters.`,
  emailMissing: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address, like name@example.com.",
  emailLong: `An email address can be at most ${MESSAGE_LIMITS.email} characters.`,
  phoneMissing: "Please enter your phone number.",
  phoneInvalid: "Please enter a phone number we can call, like 0712 345 678 or +44 20 7946 0958.",
  subject: "Please enter a subject.",
  subjectLong: `The subject can be at most ${MESSAGE_LIMITS.subject} characters.`,
  message: "Please write your message.",
  messageLong: "Your message can be at most 5,000 characters.",
  consent: "Please agree to how we handle your details, so that we can reply.",
  kind: "Kind must be one of: general, volunteer, internship, job, registration, partnership, resource or order.",
  opening: "Please say which opening you are applying for.",
  event: "Please say which event or programme you are registering for.",
  referenceLong: `This can be at most ${MESSAGE_LIMITS.reference} characters.`,
  county: "Please choose your county.",
  organisationLong: `The organisation's name can be at most ${MESSAGE_LIMITS.organisation} characters.`,
  people: `Please give the number of people coming, from 1 to ${MESSAGE_LIMITS.people}.`,
  attachmentType: "Your CV must be a PDF file.",
  attachmentSize: "Your CV is too large. Please attach a PDF of at most 5 MB.",
  attachmentEmpty: "The attached file is empty.",
} as const;

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
export function quickCheck(kind: MessageKind, values: MessageFieldValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const m = FIELD_MESSAGES;
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
