import { type FailureReason, THANKS_CONSENT } from "../../shared/donations.ts";

/** The M-Pesa prompt form on /donate and the status page that follows (docs/product.md, "Donations"). */
export const mpesaGiveCopy = {
  formId: "give-mpesa",
  title: "Get the M-Pesa prompt on your phone",
  intro:
    "Choose an amount and enter your Safaricom number. We send a prompt to your phone; enter your M-Pesa PIN to give.",
  amountLegend: "Amount in shillings",
  presets: [500, 1000, 2500, 5000],
  otherAmount: "Or another amount (KSh)",
  otherHint: "Whole shillings, from 1 to 250,000.",
  phone: "M-Pesa phone number",
  phoneHint: "Like 0712 345 678 or +254 712 345 678.",
  name: "Your name",
  email: "Email for a receipt",
  thanksLegend: "Thank me on the transparency page",
  thanksConsent: THANKS_CONSENT.en,
  publicName: "Name to show",
  publicNameHint: "Leave it empty to use your name above. Nothing shows unless you tick the box.",
  optional: "optional",
  submit: "Send the prompt to my phone",
  sending: "Sending the prompt…",
  fixFields: "Please correct the highlighted fields.",
  orPaybill: "Prefer the M-Pesa menu? The paybill details are below.",
  offline: "We could not reach the site. Check your connection and try again; no prompt was sent.",
  serverError: "Something went wrong on our side and no prompt was sent. Please try again, or give by paybill below.",
};

export type DonationStatusCopy = typeof donationStatusCopy;

export const donationStatusCopy = {
  meta: { title: "Your M-Pesa gift", description: "The state of your M-Pesa gift to Uraia." },
  eyebrow: "Lipa na M-Pesa",
  amount: "Amount",
  receipt: "M-Pesa receipt",
  receiptPending: "Pending: it shows here once M-Pesa sends it",
  date: "Date",
  tryAgain: "Try again",
  paybillInstead: "Give by paybill instead",
  backToDonate: "Back to the donate page",
  checking: "Checking…",
  stillWaiting: "This page checks again by itself every few seconds.",
  pending: {
    title: "Check your phone",
    body: "We sent an M-Pesa prompt to your phone. Enter your M-Pesa PIN to give. This page updates once M-Pesa tells us.",
  },
  paid: {
    title: "Thank you for your gift",
    body: "M-Pesa confirmed your gift. It helps bring civic education to communities across Kenya.",
    mailed: "A receipt is on its way to your email.",
  },
  cancelled: {
    title: "The payment was cancelled",
    body: "You cancelled the M-Pesa prompt, so nothing was charged. You can try again whenever you like.",
  },
  failed: {
    title: "The payment did not go through",
    body: {
      insufficient_funds:
        "Your M-Pesa balance was not enough for this amount. Nothing was charged. You can try a smaller amount.",
      wrong_pin: "The M-Pesa PIN entered was not correct. Nothing was charged. You can try again.",
      unreachable:
        "M-Pesa could not reach your phone: it may be off or out of network. Nothing was charged. Please try again.",
      not_sent:
        "M-Pesa did not take our request, so no prompt was sent and nothing was charged. Please try again, or give by paybill.",
      other: "M-Pesa did not complete the payment. Nothing was charged. Please try again, or give by paybill.",
    } satisfies Record<FailureReason, string>,
  },
  expired: {
    title: "We did not hear back in time",
    body: "The prompt was not answered in time. If money left your account, M-Pesa sends a confirmation SMS and we will record it. Otherwise you can try again.",
  },
  review: {
    title: "Thank you: we are checking your gift",
    body: "The amount M-Pesa reported differs from the amount you chose. Our finance team will check it and contact you if needed.",
  },
};
