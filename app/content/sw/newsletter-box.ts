/** Kiswahili twin of ../newsletter-box.ts: the words every newsletter sign-up box shares. */
import type * as en from "../newsletter-box.ts";
import { formCopy } from "./forms.ts";
import { newsletterPages } from "./newsletter-pages.ts";

export const newsletterBox: typeof en.newsletterBox = {
  honeypot: formCopy.honeypot,
  consent: newsletterPages.consent,
  consentLink: newsletterPages.consentLink,
  emailMissing: formCopy.errors.emailMissing,
  emailInvalid: formCopy.errors.emailInvalid,
  toast: newsletterPages.toast,
  mailOff: newsletterPages.mailOff,
  failedTitle: formCopy.failedTitle,
  serverError: formCopy.serverError,
  offline: formCopy.offline,
};
