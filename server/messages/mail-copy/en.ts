/**
 * The inbox's staff mails in English (decision 0072): the new-message notice and
 * the spam digest. One catalogue per language, typed by this one.
 */
export type InboxMailCopy = {
  notice: {
    from: (kind: string, who: string) => string;
    phone: string;
    about: string;
    county: string;
    organisation: string;
    people: string;
    attachment: (filename: string) => string;
    noMessage: string;
    open: (url: string) => string;
    reply: string;
  };
  digest: {
    subject: (n: number) => string;
    intro: (n: number) => string;
    why: string;
    movedByStaff: string;
    open: string;
    more: (n: number, url: string) => string;
  };
};

export const inboxMailCopy: InboxMailCopy = {
  notice: {
    from: (kind, who) => `${kind} from ${who}`,
    phone: "Phone",
    about: "About",
    county: "County",
    organisation: "Organisation",
    people: "People",
    attachment: (filename) => `Attachment: ${filename} (open it in the inbox)`,
    noMessage: "(no message)",
    open: (url) => `Open it in the inbox: ${url}`,
    reply: "Reply to this email to answer the visitor directly.",
  },
  digest: {
    subject: (n) => `Spam digest: ${n} message${n === 1 ? "" : "s"} held in Spam`,
    intro: (n) =>
      `${n} message${n === 1 ? " was" : "s were"} put in Spam since the last digest. If one is from a person, open it and press “Not spam”: it moves to the inbox and the usual notice is sent.`,
    why: "Why",
    movedByStaff: "moved to Spam by staff",
    open: "Open",
    more: (n, url) => `…and ${n} more in ${url}`,
  },
};
