import { z } from "zod";
import { isEmail, normaliseEmail } from "./email.ts";
import { toE164 } from "./message-schema.ts";
import type { SettingKey } from "./settings.ts";
import type { SiteSettingKey } from "./site-settings.ts";

/** PUT /api/settings/listen_live_url: `{ value }`, an http(s) URL or null (blank clears it). */
export const listenLiveUrlSchema = z.object(
  {
    value: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? null : value),
      z
        .string({ message: "Value must be an http(s) URL or null" })
        .trim()
        .max(2048, "Value must be at most 2048 characters")
        .refine((v) => {
          try {
            const url = new URL(v);
            return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
          } catch {
            return false;
          }
        }, "Value must be an http(s) URL such as https://example.org/live")
        .nullable(),
    ),
  },
  { message: "The request body must be a JSON object" },
);

/** PUT /api/settings/twitter_site: `{ value }`, an X handle such as @UraiaKenya (the @ is added when left out) or null. */
export const twitterSiteSchema = z.object(
  {
    value: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? null : value),
      z
        .string({ message: "Value must be an X handle such as @UraiaKenya, or null" })
        .trim()
        .transform((v) => (v.startsWith("@") ? v : `@${v}`))
        .refine(
          (v) => /^@[A-Za-z0-9_]{1,15}$/.test(v),
          "Value must be an X handle such as @UraiaKenya: letters, digits and _, at most 15 after the @",
        )
        .nullable(),
    ),
  },
  { message: "The request body must be a JSON object" },
);

type ValueSchema = z.ZodType<{ value: string | null }, unknown>;

/**
 * A site setting's rule: blank or null puts the default back (or leaves an
 * optional detail out); anything else must pass `check`, which answers the
 * stored form of the value or null with `message` as the field's error.
 */
function siteValue(message: string, check: (value: string) => string | null): ValueSchema {
  return z.object(
    {
      value: z.preprocess(
        (value) => (typeof value === "string" && value.trim() === "" ? null : value),
        z
          .string({ message })
          .trim()
          .max(2048, message)
          .transform((v, ctx) => {
            const stored = check(v);
            if (stored === null) {
              ctx.addIssue({ code: "custom", message });
              return z.NEVER;
            }
            return stored;
          })
          .nullable(),
      ),
    },
    { message: "The request body must be a JSON object" },
  );
}

const matching = (pattern: RegExp) => (v: string) => (pattern.test(v) ? v : null);
const plain = (v: string) => !/[<>]/.test(v) && [...v].every((c) => c.charCodeAt(0) >= 32);
const text = (max: number) => (v: string) => (v.length <= max && plain(v) ? v : null);
const httpsUrl = (v: string) => {
  try {
    const url = new URL(v);
    return url.protocol === "https:" && url.hostname.includes(".") ? url.href : null;
  } catch {
    return null;
  }
};
const phone = (v: string) => toE164(v);
const email = (v: string) => (isEmail(v) ? normaliseEmail(v) : null);
const figure = matching(/^\d[\d,.]*(\+|%|\s?k\+?)?$/i);

const PHONE = "Enter a phone number such as 0712 345 678 or +254 712 345 678";
const SOCIAL = "Enter an https address such as https://x.com/UraiaKenya";
const FIGURE = "Enter a figure such as 15+, 1,200+ or 95%";

/** Each site setting's rule (docs/product.md, "Site settings"). */
export const siteSettingSchemas: Record<SiteSettingKey, ValueSchema> = {
  mpesa_paybill: siteValue("The paybill must be 5 to 7 digits, such as 400200", matching(/^\d{5,7}$/)),
  mpesa_account: siteValue(
    "The account number must be 1 to 20 letters or digits, such as 872607",
    matching(/^[A-Za-z0-9-]{1,20}$/),
  ),
  mpesa_business_name: siteValue("The business name must be at most 60 characters, without < or >", text(60)),
  bank_name: siteValue("The bank's name must be at most 80 characters, without < or >", text(80)),
  bank_account_name: siteValue("The account name must be at most 80 characters, without < or >", text(80)),
  bank_account_number: siteValue("The bank account number must be 6 to 20 digits (spaces allowed)", (v) =>
    /^[\d ]{6,24}$/.test(v) && v.replace(/ /g, "").length <= 20 ? v : null,
  ),
  bank_reference_prefix: siteValue(
    "The reference prefix must be 2 to 16 capital letters or digits, such as DONATION",
    matching(/^[A-Z0-9]{2,16}$/),
  ),
  phone: siteValue(PHONE, phone),
  whatsapp_number: siteValue(PHONE, phone),
  contact_email: siteValue("Enter an email address such as info@uraia.org", email),
  address_street: siteValue("The street must be at most 120 characters, without < or >", text(120)),
  address_postal: siteValue("The postal address must be at most 60 characters, without < or >", text(60)),
  address_town: siteValue("The town must be at most 60 characters, without < or >", text(60)),
  address_county: siteValue("The county must be at most 60 characters, without < or >", text(60)),
  office_hours: siteValue("The office hours must be at most 80 characters, without < or >", text(80)),
  social_x: siteValue(SOCIAL, httpsUrl),
  social_facebook: siteValue(SOCIAL, httpsUrl),
  social_instagram: siteValue(SOCIAL, httpsUrl),
  social_youtube: siteValue(SOCIAL, httpsUrl),
  social_linkedin: siteValue(SOCIAL, httpsUrl),
  impact_counties: siteValue(FIGURE, figure),
  impact_people_reached: siteValue(FIGURE, figure),
  impact_participants_trained: siteValue(FIGURE, figure),
  impact_dialogues: siteValue(FIGURE, figure),
  impact_communities: siteValue(FIGURE, figure),
};

/** Each setting's rule for `{ value }`. */
export const settingSchemas: Record<SettingKey, ValueSchema> = {
  listen_live_url: listenLiveUrlSchema,
  twitter_site: twitterSiteSchema,
  ...siteSettingSchemas,
};
