import { isEmail } from "../../../shared/email.ts";
import { contactForm } from "../../content/contact.ts";

export type ContactFields = { name: string; email: string; subject: string; message: string };
export type ContactErrors = Partial<Record<keyof ContactFields, string>>;

/** The contact form's rules (spec section 5): every field required, the email valid. */
export function validateContact(values: ContactFields): ContactErrors {
  const { errors } = contactForm;
  const result: ContactErrors = {};
  if (!values.name.trim()) result.name = errors.name;
  if (!values.email.trim()) result.email = errors.emailMissing;
  else if (!isEmail(values.email)) result.email = errors.emailInvalid;
  if (!values.subject.trim()) result.subject = errors.subject;
  if (!values.message.trim()) result.message = errors.message;
  return result;
}
