import { z } from "zod";
import { STATUSES } from "./collections/list-query.ts";

/** An optional whole-number query parameter from `min` to `max`, with one message naming it. */
export const whole = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${name} must be a whole number from ${min} to ${max}`)
        .max(max, `${name} must be a whole number from ${min} to ${max}`),
    )
    .optional();

/** Query options of GET /api/news and GET /api/publications: ?limit=20&offset=0[&category=…&featured=true&q=…&status=…] */
export const listQuerySchema = z.object({
  limit: whole("limit", 1, 100),
  offset: whole("offset", 0, 1_000_000),
  category: z.string().trim().max(60, "category must be at most 60 characters").optional(),
  featured: z
    .enum(["true", "false", "1", "0"], { message: "featured must be true or false" })
    .transform((v) => v === "true" || v === "1")
    .optional(),
  q: z.string().trim().max(100, "q must be at most 100 characters").optional(),
  status: z.enum(STATUSES, { message: "status must be draft, scheduled or published" }).optional(),
});
