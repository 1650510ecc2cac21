/**
 * How long each field of a message or a donation may be (docs/product.md, "Messages"
 * and "Donations"): shared by the rules, the schemas and the error texts.
 */
export const MESSAGE_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
  reference: 200,
  organisation: 150,
  people: 500,
  /** an attached CV: a PDF of at most 5 MB */
  attachmentBytes: 5 * 1024 * 1024,
} as const;

export const DONATION_LIMITS = { minAmount: 1, maxAmount: 250_000, name: 100, email: 254 } as const;
