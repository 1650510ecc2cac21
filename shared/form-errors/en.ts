import { DONATION_LIMITS, MESSAGE_LIMITS } from "../field-limits.ts";

/**
 * The visitor's error texts in English (docs/decisions/0068-form-error-catalogue.md):
 * what the public forms, their no-JavaScript actions and the API say when something
 * is wrong. These are the API's contract: a request without `locale` gets exactly these.
 */
export const en = {
  /** the fields of a message: contact, applications, registrations (and the newsletter's email) */
  fields: {
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
  },
  /** the M-Pesa giving form */
  donation: {
    amount: `Please enter a whole number of shillings from ${DONATION_LIMITS.minAmount} to 250,000.`,
    phone: "Please enter a Safaricom M-Pesa number, like 0712 345 678, 0112 345 678 or +254 712 345 678.",
    nameLong: `Your name can be at most ${DONATION_LIMITS.name} characters.`,
    emailInvalid: "Please enter a valid email address, like name@example.com, or leave it empty.",
    serverError: "Something went wrong on our side and no prompt was sent. Please try again, or give by paybill below.",
  },
  /** answers about the whole form rather than one field */
  form: {
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
  },
};
