/** The words of every newsletter sign-up box: the consent line, the honeypot's label, the checks and the toasts. */
export type NewsletterBoxCopy = {
  honeypot: string;
  consent: string;
  consentLink: string;
  /** the archive of sent issues (the link follows the page's language) */
  pastIssues: { label: string; href: string };
  emailMissing: string;
  emailInvalid: string;
  /** with JavaScript, once the server has accepted the address */
  toast: { title: string; body: string };
  /** the same, when the site cannot send the confirmation mail */
  mailOff: { title: string; body: string };
  failedTitle: string;
  serverError: string;
  offline: string;
  /** sent without a connection: kept on the device until the network is back */
  waiting: { title: string; body: string };
};
