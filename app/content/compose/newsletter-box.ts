import type { NewsletterBoxCopy } from "../../components/newsletter/newsletter-copy.ts";
import type { formCopy } from "../forms.ts";
import type { newsletterPages } from "../newsletter-pages.ts";

/** The words every newsletter sign-up box shares, picked from one language's form and newsletter copy. */
export function newsletterBoxFrom(form: typeof formCopy, pages: typeof newsletterPages): NewsletterBoxCopy {
  return {
    honeypot: form.honeypot,
    consent: pages.consent,
    consentLink: pages.consentLink,
    pastIssues: pages.pastIssues,
    emailMissing: form.errors.emailMissing,
    emailInvalid: form.errors.emailInvalid,
    toast: pages.toast,
    mailOff: pages.mailOff,
    failedTitle: form.failedTitle,
    serverError: form.serverError,
    offline: form.offline,
    waiting: form.waiting,
  };
}
