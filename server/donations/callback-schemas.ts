import { z } from "zod";
import { DONATION_LIMITS } from "../../shared/field-limits.ts";

/**
 * Daraja's callbacks read by schema (docs/product.md, "Donating"): each field of the type
 * Daraja sends, nothing coerced. A success counts only with a whole-shilling amount within the
 * donation limits and a receipt number; any other body is held for review with its raw text.
 */

/** A receipt (transaction) number as M-Pesa writes it: capital letters and digits. */
const receipt = z.string().regex(/^[A-Z0-9]{6,20}$/);

/** Shillings, whole, within the limits a donation may have. */
const shillings = z.number().int().min(DONATION_LIMITS.minAmount).max(DONATION_LIMITS.maxAmount);

const metadataItem = z.object({ Name: z.string(), Value: z.union([z.string(), z.number()]).optional() });

/** Where an STK callback names its push: read loosely, so a malformed callback still finds its donation. */
export const stkCheckout = z.object({
  Body: z.object({ stkCallback: z.object({ CheckoutRequestID: z.string().min(1).max(100) }) }),
});

/** An STK push callback (`{ Body: { stkCallback } }`), exactly as Daraja sends it. */
export const stkCallbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string().optional(),
      CheckoutRequestID: z.string().min(1).max(100),
      ResultCode: z.number().int(),
      ResultDesc: z.string().max(1000),
      CallbackMetadata: z.object({ Item: z.array(metadataItem) }).optional(),
    }),
  }),
});

/** A success's metadata: its amount and receipt are required; its time and phone optional. */
export const stkPaidSchema = z.object({
  Amount: shillings,
  MpesaReceiptNumber: receipt,
  TransactionDate: z.number().int().optional(),
  PhoneNumber: z.union([z.number().int(), z.string()]).optional(),
});

/** "2500" or "2500.00": a whole number of shillings, written as Daraja writes amounts. */
const textShillings = z
  .string()
  .regex(/^\d{1,9}(\.0{1,2})?$/)
  .transform(Number)
  .pipe(shillings);

/** A C2B (paybill) validation or confirmation body. */
export const c2bSchema = z.object({
  TransactionType: z.string().optional(),
  TransID: receipt,
  TransTime: z.string().regex(/^\d{14}$/),
  TransAmount: textShillings,
  BusinessShortCode: z.string().optional(),
  BillRefNumber: z.string().max(100).optional(),
  MSISDN: z.string().max(200).optional(),
  FirstName: z.string().max(100).optional(),
  MiddleName: z.string().max(100).optional(),
  LastName: z.string().max(100).optional(),
});

/** Why a body failed its schema, in one line for the history: the fields and what was wrong. */
export function schemaProblem(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`)
    .join("; ");
}
