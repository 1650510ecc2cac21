/** The newsletter's own pages: sign-up without JavaScript, confirm and unsubscribe (docs/product.md, "Newsletter"). */
export const newsletterPages = {
  signup: {
    meta: {
      title: "Newsletter",
      description: "Civic news, upcoming dialogues and new publications from Uraia, about once a month.",
      path: "/newsletter",
    },
    title: "Stay informed",
    intro: "Civic news, upcoming dialogues and new publications, about once a month.",
    checkTitle: "Check your inbox",
    checkBody:
      "If this address is not yet subscribed, we have sent it an email with a confirmation link. Open it within 7 days to start receiving the newsletter.",
  },
  /** The toast shown by the sign-up boxes with JavaScript. */
  toast: {
    title: "Check your inbox",
    body: "If this address is not subscribed yet, we have sent it a link to confirm. It works for 7 days.",
  },
  /** When the site cannot send mail (no mail server configured): stored, but nobody can confirm yet. */
  mailOff: {
    title: "Sign-up saved",
    body: "Our confirmation emails are paused right now, so we could not send you the link. Please try again in a few days, or write to info@uraia.org.",
  },
  consent: "We use your email only for the newsletter. Every issue has an unsubscribe link. See our",
  consentLink: "privacy statement",
  /** the link under every sign-up box to the archive of sent issues */
  pastIssues: { label: "See past issues", href: "/newsletter/archive" },
  confirm: {
    meta: {
      title: "Confirm your subscription",
      description: "Confirm your Uraia newsletter subscription.",
      path: "/newsletter/confirm",
    },
    title: "Confirm your subscription",
    ready: "Press the button to start receiving the Uraia newsletter.",
    button: "Confirm subscription",
    confirmed: "You are subscribed. Thank you! The next newsletter will reach you soon.",
    already: "This subscription is already confirmed. Nothing more to do.",
    expired: "This confirmation link has expired (links work for 7 days). Please sign up again below.",
    invalid: "This confirmation link is not valid any more. Please sign up again below.",
  },
  unsubscribe: {
    meta: {
      title: "Unsubscribe",
      description: "Stop receiving the Uraia newsletter.",
      path: "/newsletter/unsubscribe",
    },
    title: "Unsubscribe from the newsletter",
    ready: "Press the button and we will stop sending you the newsletter.",
    button: "Unsubscribe",
    done: "You are unsubscribed. We will not send you the newsletter again.",
    already: "You are already unsubscribed.",
    invalid:
      "This unsubscribe link is not valid. If you still receive the newsletter, write to us and we will remove you.",
  },
};
