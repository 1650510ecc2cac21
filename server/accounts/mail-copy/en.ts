import type { Role } from "../../../shared/roles.ts";

/**
 * The staff mails' texts in English (decision 0072): one catalogue per
 * language, typed by this one, so a text missing from a language fails the
 * typecheck. server/accounts/account-mails.ts puts them together.
 */
export type StaffMailCopy = {
  hello: (name: string) => string;
  roles: Record<Role, string>;
  invitation: {
    subject: string;
    invited: (invitedBy: string, role: string) => string;
    choose: string;
    button: string;
    close: string;
  };
  reset: { subject: string; asked: string; signsOut: string; button: string; close: string };
};

const article = (word: string) => (/^[AEIOU]/.test(word) ? "an" : "a");

export const staffMailCopy: StaffMailCopy = {
  hello: (name) => `Hello${name ? ` ${name}` : ""},`,
  roles: { admin: "Administrator", editor: "Editor", author: "Author", finance: "Finance officer" },
  invitation: {
    subject: "You're invited to the Uraia staff admin",
    invited: (invitedBy, role) => `${invitedBy} has invited you to the Uraia staff admin as ${article(role)} ${role}.`,
    choose: "Choose your password with the link below. It works once and for 72 hours.",
    button: "Set your password",
    close: "If you were not expecting this, you can ignore this email.",
  },
  reset: {
    subject: "Reset your Uraia staff password",
    asked:
      "Someone asked to reset the password of your Uraia staff account. Choose a new password with the link below. It works once and for 1 hour.",
    signsOut: "Setting a new password signs you out everywhere.",
    button: "Choose a new password",
    close: "If you did not ask for this, ignore this email: your password stays as it is.",
  },
};
