import { Hono } from "hono";
import { findStaffById } from "../auth/staff-users.ts";
import { invariant, unauthorized } from "../http/errors.ts";
import { clientIp } from "../http/request-log.ts";
import type { Services } from "../services.ts";
import { readJson } from "./json-body.ts";
import type { ApiEnv } from "./staff-access.ts";

/** Sign-in (`{ token }`), sign-out and "who am I" (`/session`, `/me`) for the admin. */
export function authRoutes(services: Services) {
  const auth = new Hono<ApiEnv>();

  auth.post("/login", async (c) => {
    const ip = clientIp(c, services.config.trustProxy);
    return c.json(await services.auth.login(await readJson(c, 16 * 1024), ip));
  });

  auth.post("/logout", async (c) => {
    await services.auth.logout(c.var.token!);
    return c.body(null, 204);
  });

  auth.get("/session", (c) => c.json({ email: c.var.email }));

  /** The signed-in staff member: `{ id, email, name, role }`. */
  auth.get("/me", async (c) => {
    const me = await findStaffById(services.db.db, c.var.viewer.userId!);
    invariant(me, unauthorized());
    return c.json(me);
  });

  return auth;
}
