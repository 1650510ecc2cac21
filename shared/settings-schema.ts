import { z } from "zod";
import type { SettingKey } from "./settings.ts";

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

/** Each setting's rule for `{ value }`. */
export const settingSchemas: Record<SettingKey, typeof listenLiveUrlSchema | typeof twitterSiteSchema> = {
  listen_live_url: listenLiveUrlSchema,
  twitter_site: twitterSiteSchema,
};
