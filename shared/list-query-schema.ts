import { z } from "zod";
import { missingVersion, STATUSES } from "./collections/list-query.ts";
import { flag, whole } from "./query-params.ts";

/** Query options of GET /api/news and GET /api/publications: ?limit=20&offset=0[&category=…&featured=true&q=…&status=…] */
export const listQuerySchema = z.object({
  limit: whole("limit", 1, 100),
  offset: whole("offset", 0, 1_000_000),
  category: z.string().trim().max(60, "category must be at most 60 characters").optional(),
  featured: flag("featured"),
  q: z.string().trim().max(100, "q must be at most 100 characters").optional(),
  status: z.enum(STATUSES, { message: "status must be draft, scheduled or published" }).optional(),
  missing: missingVersion,
});
