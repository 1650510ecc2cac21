import { personFields } from "./forms.ts";
/** The registration form (/register): events, sessions, campaigns and clubs. */
export const registerPage = {
  meta: {
    title: "Register",
    description:
      "Register for an Uraia event, civic education session, campaign or community club. Tell us who is coming and we will confirm your place.",
    path: "/register",
  },
  hero: {
    eyebrow: "Take part",
    title: "Register",
    intro: "Reserve places for yourself or your group. We confirm every registration by phone or email.",
  },
  formTitle: "Your registration",
  registeringFor: "Registering for",
  fields: {
    ...personFields,
    reference: { label: "Which event or programme?", placeholder: "e.g. Budget hearing preparation forum" },
    county: { label: "County", placeholder: "Choose your county" },
    organisation: { label: "Organisation or group", placeholder: "e.g. Isinya Youth Group" },
    people: { label: "Number of people", hint: "Including yourself, up to 500." },
    message: { label: "Anything we should know?", placeholder: "Access needs, language, questions…" },
  },
  smsReminder: "Remind me by SMS the day before, at the phone number above",
  submit: "Register",
  sentTitle: "Registration received!",
  sentBody: "Thank you for registering. We will confirm your place by phone or email before the event.",
  another: "Register someone else",
  back: { label: "See upcoming programmes", to: "/programs" },
};
