import { Hono } from "hono";
import { requirePermission } from "../auth/permissions.ts";
import { dashboardStats } from "../dashboard/dashboard-stats.ts";
import type { Services } from "../services.ts";
import type { ApiEnv } from "./staff-access.ts";

/** /api/dashboard: the admin dashboard's figures, counted on the server. */
export function dashboardRoutes(services: Services) {
  const dashboard = new Hono<ApiEnv>();
  dashboard.get("/stats", async (c) => {
    requirePermission(c.var.viewer, "news-drafts");
    return c.json(await dashboardStats(services.db.db));
  });
  return dashboard;
}
