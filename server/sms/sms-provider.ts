/**
 * What the site needs from an SMS gateway: one text to many numbers in one
 * request, with each number's outcome. Africa's Talking is the first (and so
 * far only) provider (africastalking-client.ts).
 */
export type RecipientOutcome = {
  /** E.164, as sent */
  phone: string;
  /** accepted: the gateway took it (sent or queued); refused: it will never go; error: the gateway failed on it */
  outcome: "accepted" | "refused" | "error";
  statusCode: number;
  /** the gateway's word for it (Success, InvalidPhoneNumber, UserInBlacklist, …) */
  status: string;
  /** the gateway's id, which its delivery reports carry; null when not accepted */
  messageId: string | null;
  /** as the gateway says it ("KES 0.8000"), or null */
  cost: string | null;
};

export interface SmsProvider {
  /** At most MAX_RECIPIENTS numbers per call. Throws SmsProviderError when the request as a whole failed. */
  send(input: { to: string[]; message: string }): Promise<RecipientOutcome[]>;
}

/** Africa's Talking takes up to 1,000 numbers in one request. */
export const MAX_RECIPIENTS = 1000;

/** The request as a whole failed (status 0: no answer at all). Nothing in it may be counted as sent. */
export class SmsProviderError extends Error {
  override name = "SmsProviderError";
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}
