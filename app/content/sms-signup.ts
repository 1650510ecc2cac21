/** The SMS sign-up page (docs/product.md, "SMS"): a plain form that works without JavaScript. */
export const smsSignup = {
  meta: {
    title: "SMS updates",
    description: "Civic news, event reminders and calls to public participation from Uraia, by SMS, for any phone.",
    path: "/sms",
  },
  title: "Get Uraia news by SMS",
  intro:
    "No data needed: we send a few SMS a month about public participation, dialogues and events near you. Any phone can receive them.",
  phone: "Mobile number",
  phoneHint: "Such as 0712 345 678",
  language: "Language of the SMS",
  languages: { en: "English", sw: "Kiswahili" },
  button: "Sign up for SMS",
  doneTitle: "You're signed up",
  doneBody:
    "If this number can receive our SMS, a confirmation is on its way. Send STOP or ONDOKA to stop at any time; START or ANZA to start again.",
  serverError: "Something went wrong on our side. Please try again in a few minutes.",
  /** the newsletter page's pointer here, for people who read SMS rather than email */
  fromNewsletter: "No email, or little data? Get our news by SMS",
} as const;
