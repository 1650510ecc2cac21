import { z } from "zod";
import { isEmail } from "../../shared/email.ts";
import { type FormErrors, formErrors } from "../../shared/form-errors.ts";
import { isLocale, type Locale } from "../../shared/locales.ts";
import { MESSAGE_LIMITS } from "../../shared/message-rules.ts";
import { toIso } from "../db/values.ts";

/** A newsletter subscriber as staff see it, and the sign-up's input (docs/product.md, "Newsletter"). */
export const SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export type Subscriber = {
  id: number;
  email: string;
  status: SubscriberStatus;
  source: string;
  /** the language of the page they signed up on: the newsletter's mail to them is in it */
  locale: Locale;
  consent_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  created_at: string;
  /** from an imported list */
  name: string | null;
  /** when and why mail to the address stopped (bounces, a complaint); null while it is mailed */
  suppressed_at: string | null;
  suppressed_reason: string | null;
};

type Row = {
  id: number;
  email: string;
  status: string;
  source: string;
  locale: string;
  consent_at: Date | string;
  confirmed_at: Date | string | null;
  unsubscribed_at: Date | string | null;
  created_at: Date | string;
  name?: string | null;
  suppressed_at?: Date | string | null;
  suppressed_reason?: string | null;
};

export const toSubscriber = (r: Row): Subscriber => ({
  id: r.id,
  email: r.email,
  status: r.status as SubscriberStatus,
  source: r.source,
  locale: isLocale(r.locale) ? r.locale : "en",
  consent_at: toIso(r.consent_at) ?? "",
  confirmed_at: toIso(r.confirmed_at),
  unsubscribed_at: toIso(r.unsubscribed_at),
  created_at: toIso(r.created_at) ?? "",
  name: r.name ?? null,
  suppressed_at: toIso(r.suppressed_at ?? null),
  suppressed_reason: r.suppressed_reason ?? null,
});

const buildSubscribeSchema = ({ fields: m, form }: FormErrors) =>
  z.object(
    {
      email: z.preprocess(
        (v) => (typeof v === "string" ? v.trim() : ""),
        z
          .string()
          .min(1, m.emailMissing)
          .max(MESSAGE_LIMITS.email, m.emailLong)
          .refine(isEmail, m.emailInvalid)
          .transform((v) => v.toLowerCase()),
      ),
      source: z.preprocess((v) => (v === "news" ? "news" : "footer"), z.enum(["footer", "news"])),
    },
    { message: form.bodyObject },
  );

const subscribeSchemas = { en: buildSubscribeSchema(formErrors("en")), sw: buildSubscribeSchema(formErrors("sw")) };

/** POST /api/newsletter and the sign-up boxes, with the errors in the visitor's language. */
export const subscribeSchemaFor = (locale: Locale) => subscribeSchemas[locale];
export const subscribeSchema = subscribeSchemas.en;
