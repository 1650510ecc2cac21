import { z } from "zod";

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
