import { FORM_ERRORS } from "../../shared/form-errors.ts";

/** The errors a visitor reads, one catalogue per language (shared/form-errors.ts); the Kiswahili twin points at FORM_ERRORS.sw. */
const said = FORM_ERRORS.en;

/** The person fields the application and registration forms share. */
export const personFields = {
  name: { label: "Full name", placeholder: "Your name" },
  email: { label: "Email address", placeholder: "you@example.com" },
  phone: {
    label: "Phone number",
    placeholder: "0712 345 678",
    hint: "Kenyan numbers as you dial them; others with +country code.",
  },
};

/** Words every public form shares (docs/product.md, "Forms"). */
export const formCopy = {
  required: "required",
  optional: "optional",
  consent: {
    label: "I agree that Uraia may keep these details to answer me, as the",
    link: "privacy statement",
    after: "explains.",
  },
  honeypot: "Leave this field empty",
  sending: "Sending…",
  fixFields: said.form.fixFields,
  failedTitle: "Not sent",
  offline: "We could not reach the server. Check your connection and try again; what you typed is still here.",
  tooLarge: said.form.signupTooLarge,
  serverError: said.form.serverError,
  errors: said.fields,
};
