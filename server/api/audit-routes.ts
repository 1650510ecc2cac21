import { Hono } from "hono";
import { auditQuerySchema } from "../../shared/staff-schemas.ts";
import { requirePermission } from "../auth/permissions.ts";
import { validate } from "../http/validate.ts";
import type { Services } from "../services.ts";
import type { ApiEnv } from "./staff-access.ts";

/** GET /api/audit?actor=&entity=&action=&limit=&offset= → `{ items, total }` (Administrators only), in the reader's language. */
export function auditRoutes(services: Services) {
  const audit = new Hono<ApiEnv>();
  audit.get("/", async (c) => {
    requirePermission(c.var.viewer, "audit");
    const query = validate(auditQuerySchema, c.req.query());
    const filter = { ...query, limit: query.limit ?? 50, offset: query.offset ?? 0 };
    // The sentences in the reader's own language (decision 0075).
    return c.json(await services.audit.list(filter, c.var.staffLanguage));
  });
  return audit;
}
