import { MESSAGE_LIMITS } from "../field-limits.ts";

/**
 * The English texts of a message's fields (contact, applications, registrations,
 * the newsletter's email): a file of its own because every page's newsletter box
 * reads two of them, while the rest of the catalogue loads with the forms only
 * (docs/decisions/0068-form-error-catalogue.md, decision 0041's budget).
 */
export const fields = {
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
};
