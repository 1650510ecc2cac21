/**
 * The server's error texts for staff actions in English, keyed by a code
 * (docs/decisions/0075-the-server-speaks-the-staff-members-language.md). These are
 * today's texts, written where the server answers them; the catalogue only
 * names them so that the answer can be put in a Kiswahili-speaking staff
 * member's language (shared/staff-errors.ts recognises an English text by
 * its template and writes the same code's Kiswahili one). A `{name}` is a
 * value taken from the English text: `{field}` a field's label, `{item}` a
 * collection's singular name, `{area}` its plural, `{max}` and other number
 * names a number, `{noun}` what uses a managed list's entry, anything else a
 * value kept as it is. Kiswahili names a collection (`{item}`, `{area}`) by its
 * Kiswahili name in the plural, as its admin screen does ("… hakipo kwenye Matukio").
 */
export const en = {
  // A field's value (validation, shared/collections/fields.ts and the schemas)
  required: "{field} is required",
  mustBeText: "{field} must be text",
  tooLong: "{field} must be at most {max} characters",
  oneLine: "{field} must be one line, without control characters",
  pathOrUrl: "{field} must be a relative path like /uploads/… or an http(s) URL",
  trueOrFalse: "{field} must be true or false",
  oneOf: "{field} must be one of: {options}",
  listOfTexts: "{field} must be a list of texts",
  eachTooLong: "Each of {fieldLower} must be at most {max} characters",
  tooManyEntries: "{field} can hold at most {max} entries",
  httpsAddress: "{field} must be an https:// address, such as https://cob.go.ke/",
  sitePath: "{field} must be a path on this site starting with /, such as /publications",
  dateSuchAs: "{field} must be a date such as {example}",
  wholeNumberRange: "{field} must be a whole number from {min} to {max}",
  wholeNumberAtLeast: "{field} must be a whole number of at least {min}",
  decimalRange: "{field} must be a number from {min} to {max} with at most one decimal",
  decimalAtLeast: "{field} must be a number of at least {min} with at most one decimal",
  wholeNumber: "{field} must be a whole number",
  atLeast: "{field} must be at least {min}",
  atMost: "{field} must be at most {max}",
  list: "{field} must be a list",
  notValid: "{field} is not valid",
  validEmail: "Enter a valid email address",
  bodyObject: "The request body must be a JSON object",
  role: "Role must be admin, editor, author or finance",
  language: "Language must be en (English) or sw (Kiswahili)",
  altForEveryPhoto: "Alt text is required for every photo",
  setName: "Each set needs a name, such as Day 1",
  setTooLarge: "A set can hold at most {max} photos",
  albumTooLarge: "An album can have at most {max} sets",
  photoShape: "Each photo must be an object with url, alt and caption",
  setShape: "Each set must be an object with a name and photos",
  endsAfterStarts: "Ends at must be after Starts at",
  onlineLinkNeeded: "Online link is required for an online or mixed event",
  imageDescriptionNeeded: "Image description is required when the event has an image",
  missingAlt: "Describe every image in the text: add alt text, or mark the image as decorative. Missing for: {names}",
  choiceName: "Enter a name",
  choiceNameLong: "The name must be at most {max} characters",
  choiceNameMarks: "The name must not contain < or >",
  // Site settings (shared/settings-schema.ts)
  liveUrl: "Value must be an http(s) URL such as https://example.org/live",
  liveUrlOrNull: "Value must be an http(s) URL or null",
  xHandle: "Value must be an X handle such as @UraiaKenya: letters, digits and _, at most 15 after the @",
  xHandleOrNull: "Value must be an X handle such as @UraiaKenya, or null",
  paybill: "The paybill must be 5 to 7 digits, such as 400200",
  mpesaAccount: "The account number must be 1 to 20 letters or digits, such as 872607",
  businessName: "The business name must be at most {max} characters, without < or >",
  bankName: "The bank's name must be at most {max} characters, without < or >",
  accountName: "The account name must be at most {max} characters, without < or >",
  bankAccountNumber: "The bank account number must be 6 to 20 digits (spaces allowed)",
  referencePrefix: "The reference prefix must be 2 to 16 capital letters or digits, such as DONATION",
  phone: "Enter a phone number such as 0712 345 678 or +254 712 345 678",
  contactEmail: "Enter an email address such as info@uraia.org",
  street: "The street must be at most {max} characters, without < or >",
  postalAddress: "The postal address must be at most {max} characters, without < or >",
  town: "The town must be at most {max} characters, without < or >",
  county: "The county must be at most {max} characters, without < or >",
  officeHours: "The office hours must be at most {max} characters, without < or >",
  socialLink: "Enter an https address such as https://x.com/UraiaKenya",
  figure: "Enter a figure such as 15+, 1,200+ or 95%",
  // Translations and managed lists
  languageNotOffered: 'Content can\'t be translated into "{locale}": the only other language is sw (Kiswahili)',
  notTranslatable: "{key} cannot be translated: send only {names}",
  translatedFields: "The request body must be a JSON object of the translated fields",
  choiceInUseOne: '"{name}" is used by {count} {noun}: rename it onto another entry, or change it first',
  choiceInUseMany: '"{name}" is used by {count} {noun}: rename it onto another entry, or change them first',
  // Donations
  donationFilter: "Please correct the filter.",
  noDonationReference: "No donation has this reference.",
  // SMS broadcasts
  smsWriteEnglish: "Write the message in English.",
  smsWriteKiswahili: "Write the message in Kiswahili.",
  smsTooLong: "At most {max} SMS parts, with the stop words added at the end: shorten it.",
  smsTime: "Give the time as an ISO 8601 date and time, such as {example}.",
  noBroadcast: "No broadcast has this id.",
  // Who may do what
  mayNotContent: "Your role can't change this content. Ask an Editor or an Administrator.",
  mayNotNews: "Your role can't write news.",
  mayNotInbox: "Your role can't open the inbox. Ask an Editor or an Administrator.",
  mayNotSubscribers: "Your role can't see newsletter subscribers. Ask an Editor or an Administrator.",
  mayNotSettings: "Only an Administrator can change settings.",
  mayNotUsers: "Only an Administrator can manage staff accounts.",
  mayNotAudit: "Only an Administrator can read the audit log.",
  mayNotFinance: "Your role can't see donations. Ask an Administrator or the Finance officer.",
  mayNotSms: "Your role can't send SMS or see SMS subscribers. Ask an Editor or an Administrator.",
  authorsDraftOnly: "Authors can save news only as drafts. An Editor or Administrator publishes it.",
  authorsOwnOnly: "Authors can edit only their own drafts. Ask an Editor or Administrator.",
  // Not found
  itemNotFound: "{item} not found",
  newsNotFound: "News item not found",
  publicationNotFound: "Publication not found",
  staffNotFound: "Staff account not found",
  messageNotFound: "Message not found",
  noAttachment: "This message has no attachment",
  sessionNotFound: "Session not found",
  donationNotFound: "Donation not found",
  choiceNotFound: "No such entry in this list",
  noKiswahiliVersion: "This item has no Kiswahili version yet",
  notFound: "Not found",
  // Conflicts and refusals
  notByHand: "{area} are ordered by date, not by hand.",
  choiceExists: '"{name}" is already in the list',
  staffExists: "There is already a staff account for {email}.",
  passwordAlreadySet: "{email} has already set a password.",
  noPasswordYet: "{email} has no password to reset yet: resend the invitation instead.",
  ownDeactivate: "You can't deactivate your own account.",
  ownDelete: "You can't delete your own account.",
  lastAdministrator:
    "There must always be at least one active Administrator. Make someone else an Administrator first.",
  ownTwoFactorFirst: "Set up two-factor sign-in for your own account first, under Your account.",
  twoFactorNotOn: "Two-factor sign-in is not on for your account.",
  twoFactorRequired: "Two-factor sign-in is required for every staff account, so it can't be turned off.",
  twoFactorNotStarted: "Start setting up two-factor sign-in first.",
  twoFactorWrongCode: "That code is not right. Enter the 6-digit code your app shows now.",
  twoFactorSetUpFirst:
    "Two-factor sign-in is required for every staff account. Set it up under Your account before you continue.",
  noReplyMail:
    "Replies are sent by email, and email is not set up on this server (SMTP_URL). Use “Reply by email” to answer from your own mail program.",
  donationBeingChecked: "This donation is being checked with M-Pesa right now. Try again in a moment.",
  // Signing in and passwords
  signInFirst: "Please sign in to continue.",
  sessionNotValid: "Your session is not valid. Please sign in again.",
  sessionExpired: "Your session has expired. Please sign in again.",
  reauth: "For your security, enter your password again to continue.",
  wrongCredentials: "Incorrect email or password.",
  codeNeeded: "Enter the 6-digit code from your authenticator app, or a recovery code.",
  wrongCode: "That code is not right. Enter the newest code from your authenticator app, or a recovery code.",
  wrongPassword: "That password is not right.",
  deactivated: "This account has been deactivated. Ask an Administrator if you need it again.",
  lockedOneMinute: "Too many sign-in attempts. Try again in 1 minute.",
  lockedMinutes: "Too many sign-in attempts. Try again in {minutes} minutes.",
  invitationNotValid:
    "This invitation link is not valid. It may have been used already or be older than 72 hours. Ask an Administrator to send a new one.",
  resetNotValid:
    "This reset link is not valid. It may have been used already or be older than 1 hour. Ask for a new one.",
  noResetMail:
    "Email is not set up on this server, so reset links can't be sent. Ask an Administrator to start a reset for you under Staff accounts: they get a link to pass on.",
  passwordShort: "The password must be at least {min} characters long.",
  passwordLong: "The password must be at most {max} characters long.",
  passwordWeak: "This password is too easy to guess.",
  /** the estimator's sentences (shared/password-advice/) */
  passwordWeakAdvice: "This password is too easy to guess. {advice}",
  // Uploads
  fileNotAccepted: "This type of file cannot be uploaded. Choose a JPEG, PNG, WebP, AVIF or GIF image, or a PDF.",
  imageUnreadable: "This image could not be read. It may be damaged; please export it again and retry.",
  fileTooLargeFor: "The file is too large. Images can be up to {imageSize} MB and PDFs up to {pdfSize} MB.",
  fileTooLarge: "The file is too large to upload.",
  tooManyPixels:
    "This image is {width} × {height} pixels ({megapixels} megapixels). Images can be up to {limit} megapixels: please resize it and upload it again.",
  uploadCutOff: "The upload was cut off before it finished. Please try again.",
  fileEmpty: "The file is empty.",
  chooseFile: 'Choose a file to upload in the form field "file".',
  // Open books
  mayNotRecordBooks: "Only the Finance officer or an Administrator can record in the open books.",
  booksEntry: "Please correct the entry.",
  booksCorrects: "Name the id of the entry this corrects.",
  booksCorrectsOriginal: "Entry {id} is itself a correction: name the original entry, {original}.",
  booksCorrectionAmount: "A correction's amount is the right amount in whole shillings (0 cancels the entry).",
  booksAmount: "Give the amount in whole shillings, at least 1.",
  booksDay: "Give the day the money arrived, like 2026-03-01.",
  booksDayFuture: "The day the money arrived cannot be in the future.",
  booksChannel: "The channel is bank or other.",
  booksNote: "The note is text of at most {max} characters.",
  booksYear: "The year is between 2000 and {year}.",
  booksProgramme: "The programme is one of: {list}.",
  booksStatement: "Upload the statement as a PDF and give its /uploads/… link.",
  financePdfOnly: "Your role can upload PDF files only (the audited statements).",
  // Our side
  serverError: "Something went wrong on our side. Please try again.",
};

export type StaffErrors = typeof en;
export type StaffErrorCode = keyof StaffErrors;
