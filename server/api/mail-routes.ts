import { Hono } from "hono";
import { requirePermission } from "../auth/permissions.ts";
import { mailStatus } from "../mail/mail-status.ts";
import type { Services } from "../services.ts";
import type { ApiEnv } from "./staff-access.ts";

/** /api/mail: the outbox's state for staff who handle messages. */
export function mailRoutes(services: Services) {
  const mail = new Hono<ApiEnv>();
  mail.get("/status", async (c) => {
    requirePermission(c.var.viewer, "inbox");
    return c.json(await mailStatus(services.db.db, services.jobs, services.mail.enabled));
  });
  return mail;
}
