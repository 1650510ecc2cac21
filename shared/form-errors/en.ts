import { DONATION_LIMITS } from "../field-limits.ts";
import { fields } from "./en-fields.ts";

/**
 * The visitor's error texts in English (docs/decisions/0068-form-error-catalogue.md):
 * what the public forms, their no-JavaScript actions and the API say when something
 * is wrong. These are the API's contract: a request without `locale` gets exactly these.
 */
/** the M-Pesa giving form */
export const donation = {
  amount: `Please enter a whole number of shillings from ${DONATION_LIMITS.minAmount} to 250,000.`,
  phone: "Please enter a Safaricom M-Pesa number, like 0712 345 678, 0112 345 678 or +254 712 345 678.",
  nameLong: `Your name can be at most ${DONATION_LIMITS.name} characters.`,
  emailInvalid: "Please enter a valid email address, like name@example.com, or leave it empty.",
  thanksName: `To be thanked by name, write the name to show (at most ${DONATION_LIMITS.name} characters).`,
  serverError: "Something went wrong on our side and no prompt was sent. Please try again, or give by paybill below.",
};

/** answers about the whole form rather than one field */
export const form = {
  fixFields: "Please correct the highlighted fields.",
  serverError: "Something went wrong on our side, and your message was not sent. Please try again in a moment.",
  /** a newsletter box's post past the small forms' size */
  signupTooLarge: "That was more than this form can take. Please type your email address and send it again.",
  bodyObject: "The request body must be a JSON object",
  tooLarge: "The request is too large. A CV can be a PDF of at most 5 MB.",
  messagesLimit:
    "Too many messages have been sent from your network in the last hour. Please try again later, or write to us on WhatsApp.",
  attachmentsLimit:
    "Too many files have been sent from your network today. Please send your message without the file, or try again tomorrow.",
  eventFull: (title: string) => `Registration for “${title}” is closed: every place has been taken.`,
  eventFewer: (title: string, left: number) =>
    `Only ${left} place${left === 1 ? " is" : "s are"} left for “${title}”. Please register ${left === 1 ? "1 person" : `at most ${left} people`}.`,
  pushPhoneLimit:
    "We have already sent 3 M-Pesa prompts to this number in the last 10 minutes. Please wait a few minutes and try again, or give by paybill.",
  pushAddressLimit:
    "Too many M-Pesa prompts have been requested from your network in the last hour. Please try again later, or give by paybill.",
  mpesaUnavailable:
    "M-Pesa is not answering us right now, so we could not send the prompt to your phone. Nothing was charged. You can still give by paybill using the details below.",
  mpesaOff: "Giving from this page is not switched on. Please give by paybill using the details below.",
};

/** Each group is its own export, so that a page loads only the texts it uses (decision 0041). */
export const en = { fields, donation, form };
