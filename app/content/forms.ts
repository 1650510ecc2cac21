import { fields as FIELD_MESSAGES } from "../../shared/form-errors/en-fields.ts";

/** The field errors, as plain strings so that the Kiswahili twin (sw/forms.ts) can give its own words. */
const errors: Record<keyof typeof FIELD_MESSAGES, string> = FIELD_MESSAGES;

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
  fixFields: "Please correct the highlighted fields.",
  failedTitle: "Not sent",
  offline: "We could not reach the server. Check your connection and try again; what you typed is still here.",
  tooLarge: "That was more than this form can take. Please type your email address and send it again.",
  serverError: "Something went wrong on our side, and your message was not sent. Please try again in a moment.",
  /** A form sent without a connection: kept on the device and sent once the network is back. */
  waiting: {
    title: "Waiting for the network — it will be sent",
    body: "What you sent is kept on this device and goes out by itself as soon as you are back online. You can leave this page.",
  },
  errors,
};
