import { KIND_NAMES, STATUS_NAMES } from "../../shared/message-kind-names.ts";

/** Each kind of message and each state, as the inbox's badges and filters name them. */
const labels = { kinds: KIND_NAMES.en, statuses: STATUS_NAMES.en };

/** The staff inbox and subscribers screens (docs/product.md, "Staff inbox"). */
export const inboxCopy = {
  ...labels,
  title: "Inbox",
  intro: "Messages, applications and registrations from the site's forms.",
  folders: { inbox: "Inbox", new: "New", read: "Read", handled: "Handled", spam: "Spam", archived: "Archived" },
  folderLabel: "Folder",
  kindLabel: "Kind",
  allKinds: "All kinds",
  referenceLabel: "Opening or event",
  allReferences: "All",
  searchLabel: "Search name, email, subject or text",
  search: "Search",
  clear: "Clear filters",
  empty: "No messages here.",
  loading: "Loading messages…",
  loadFailed: "The messages could not be loaded.",
  count: (total: number, from: number, to: number) =>
    total === 0 ? "No messages" : `Showing ${from}–${to} of ${total} message${total === 1 ? "" : "s"}`,
  previous: "Previous",
  next: "Next",
  groupsTitle: "By opening or event",
  groupsEmpty: "No applications or registrations yet.",
  groupCount: (total: number, unread: number) => `${total} in all${unread ? `, ${unread} new` : ""}`,
  columns: { from: "From", subject: "Subject", kind: "Kind", received: "Received", status: "Status" },
  detail: {
    ...labels,
    back: "Back to the list",
    /** shown only on a message written from a Kiswahili page, so that staff may answer in Kiswahili */
    wroteInKiswahili: "Written in Kiswahili",
    phone: "Phone",
    about: "About",
    county: "County",
    organisation: "Organisation",
    people: "People",
    consent: "Consent given",
    spamReason: "Why it is in Spam",
    attachment: "Attachment",
    download: "Download",
    reply: "Reply from your mail program",
    /** the line above the visitor's quoted text, in the language they wrote in (both languages are kept) */
    replyQuote: { en: "On {when}, {name} wrote:", sw: "Tarehe {when}, {name} aliandika:" },
    whatsapp: "WhatsApp",
    replies: {
      title: "Replies",
      empty: "No replies sent from here yet.",
      label: "Your reply",
      hint: "Sent by email to the visitor from the site's address, threaded under the staff notice; their answer comes to the staff address.",
      submit: "Send reply",
      busy: "Sending…",
      done: "Reply queued for sending. It is kept here.",
      failed: "The reply could not be sent",
      by: (author: string, when: string) => `Sent by ${author}, ${when}`,
      mailOff:
        "Replies from here go out by email, and email is not set up on this server (SMTP_URL). Use “Reply from your mail program” above.",
    },
    notes: {
      title: "Notes",
      empty: "No notes yet.",
      label: "Add a note",
      hint: "Only staff see notes. The visitor never does.",
      submit: "Save note",
      busy: "Saving…",
      done: "Note saved.",
      failed: "The note could not be saved",
      by: (author: string, when: string) => `${author}, ${when}`,
    },
    markRead: "Mark as read",
    markHandled: "Mark as handled",
    markNew: "Mark as new",
    spam: "Move to Spam",
    notSpam: "Not spam",
    archive: "Archive",
    unarchive: "Move to Inbox",
    delete: "Delete",
    deleteTitle: "Delete this message?",
    deleteBody: "The message and its attachment are deleted for good. This cannot be undone.",
    cancel: "Cancel",
    deleted: "Message deleted.",
    moved: (status: string) => `Moved to ${status}.`,
  },
  mail: {
    offTitle: "Email notices are off",
    offBody:
      "Messages are stored and shown here, but nobody is emailed about them. To turn notices on, set SMTP_URL (your mail server, e.g. smtp://user:pass@mail.example.org:587), MAIL_FROM and STAFF_EMAIL (where notices go), then restart the site.",
    noRecipient:
      "Mail is set up, but there is nowhere to send notices: set STAFF_EMAIL to the address that should receive them, then restart the site.",
    failedTitle: "Mail that could not be sent",
    failedBody: "These mails were retried for 24 hours and then given up. Check the mail server settings.",
  },
  unreadLabel: (n: number) => `${n} unread`,
  unreadFigure: "Unread messages",
  spamFigure: "In Spam, to look over",
  spamWaiting: (n: number) =>
    `${n} message${n === 1 ? " is" : "s are"} in Spam. Look them over: a person may be among them, and “Not spam” moves one to the inbox.`,
  openSpam: "Open Spam",
  exportGroup: (reference: string) => `Export CSV: ${reference}`,
  exportLabel: "Export CSV",
  dashboardTitle: "Messages",
  dashboardOpen: "Open the inbox",
};

export const subscribersCopy = {
  title: "Subscribers",
  intro: "Newsletter sign-ups. Only confirmed addresses receive the newsletter.",
  statuses: { pending: "Pending", confirmed: "Confirmed", unsubscribed: "Unsubscribed" },
  all: "All",
  figures: {
    confirmed: "Confirmed subscribers",
    pending: "Waiting for confirmation",
    unsubscribed: "Unsubscribed",
  },
  export: "Export confirmed as CSV",
  empty: "No subscribers here.",
  columns: {
    email: "Email",
    status: "Status",
    source: "Signed up from",
    language: "Language",
    date: "Since",
    stopped: "Mail stopped",
  },
  /** why the newsletter no longer goes to an address (bounces, a complaint), before the mail server's own words */
  stoppedReasons: {
    hard: "The address does not exist (hard bounce)",
    soft: "Bounced in 3 of the last 5 issues",
    complaint: "Marked as spam by the reader",
  },
  /** the language of the page they signed up on: the newsletter's mail to them is in it */
  languages: { en: "English", sw: "Kiswahili" },
  privacyTitle: "Access and erasure requests",
  privacyIntro:
    "Someone asked what we hold about them, or to be forgotten? Export everything held about their email address as JSON, or erase it in one action (messages, attachments and newsletter records).",
  emailLabel: "Their email address",
  exportData: "Export their data",
  erase: "Erase everything",
  eraseTitle: "Erase everything held about this address?",
  eraseBody: (email: string) => `Every message, attachment and newsletter record of ${email} is deleted for good.`,
  erased: (messages: number, subscriptions: number) =>
    `Erased ${messages} message${messages === 1 ? "" : "s"} and ${subscriptions} newsletter record${subscriptions === 1 ? "" : "s"}.`,
  cancel: "Cancel",
};
