import type { NewsletterBoxCopy } from "../components/newsletter/newsletter-copy.ts";
import { formCopy } from "./forms.ts";
import { newsletterPages } from "./newsletter-pages.ts";

/** The words every newsletter sign-up box shares (footer, news page, the newsletter's own page). */
export const newsletterBox: NewsletterBoxCopy = {
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
