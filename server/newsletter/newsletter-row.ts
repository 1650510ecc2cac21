import { z } from "zod";
import { isEmail } from "../../shared/email.ts";
import { FIELD_MESSAGES, MESSAGE_LIMITS } from "../../shared/message-rules.ts";
import { toIso } from "../db/values.ts";

/** A newsletter subscriber as staff see it, and the sign-up's input (docs/product.md, "Newsletter"). */
export const SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export type Subscriber = {
  id: number;
  email: string;
  status: SubscriberStatus;
  source: string;
  consent_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  created_at: string;
};

type Row = {
  id: number;
  email: string;
  status: string;
  source: string;
  consent_at: Date | string;
  confirmed_at: Date | string | null;
  unsubscribed_at: Date | string | null;
  created_at: Date | string;
};

export const toSubscriber = (r: Row): Subscriber => ({
  id: r.id,
  email: r.email,
  status: r.status as SubscriberStatus,
  source: r.source,
  consent_at: toIso(r.consent_at) ?? "",
  confirmed_at: toIso(r.confirmed_at),
  unsubscribed_at: toIso(r.unsubscribed_at),
  created_at: toIso(r.created_at) ?? "",
});

/** POST /api/newsletter and the sign-up boxes. */
export const subscribeSchema = z.object(
  {
    email: z.preprocess(
      (v) => (typeof v === "string" ? v.trim() : ""),
      z
        .string()
        .min(1, FIELD_MESSAGES.emailMissing)
        .max(MESSAGE_LIMITS.email, FIELD_MESSAGES.emailLong)
        .refine(isEmail, FIELD_MESSAGES.emailInvalid)
        .transform((v) => v.toLowerCase()),
    ),
    source: z.preprocess((v) => (v === "news" ? "news" : "footer"), z.enum(["footer", "news"])),
  },
  { message: "The request body must be a JSON object" },
);
