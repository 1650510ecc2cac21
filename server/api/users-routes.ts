import { Hono } from "hono";
import { requirePermission } from "../auth/permissions.ts";
import type { Services } from "../services.ts";
import { readJson } from "./json-body.ts";
import { idParam } from "./params.ts";
import { type ApiEnv, actorOf } from "./staff-access.ts";

const NOT_FOUND = "Staff account not found";

/** /api/users and /api/security: staff accounts and account rules (Administrators only). */
export function usersRoutes(services: Services) {
  const users = new Hono<ApiEnv>();
  users.use("*", async (c, next) => {
    requirePermission(c.var.viewer, "users");
    await next();
  });

  users.get("/", async (c) => c.json({ items: await services.users.list() }));
  users.post("/", async (c) => {
    const user = await services.users.invite(await readJson(c, 16 * 1024), actorOf(c));
    c.header("Location", `/api/users/${user.id}`);
    return c.json(user, 201);
  });
  users.put("/:id", async (c) => {
    const id = idParam(c, NOT_FOUND);
    return c.json(await services.users.update(id, await readJson(c, 16 * 1024), actorOf(c)));
  });
  users.delete("/:id", async (c) => {
    await services.users.remove(idParam(c, NOT_FOUND), actorOf(c));
    return c.body(null, 204);
  });
  users.post("/:id/invitation", async (c) =>
    c.json(await services.users.resendInvitation(idParam(c, NOT_FOUND), actorOf(c))),
  );
  users.post("/:id/password-reset", async (c) =>
    c.json(await services.users.startReset(idParam(c, NOT_FOUND), actorOf(c))),
  );

  return users;
}

export function securityRoutes(services: Services) {
  const security = new Hono<ApiEnv>();
  security.use("*", async (c, next) => {
    requirePermission(c.var.viewer, "users");
    await next();
  });
  security.get("/", async (c) => c.json(await services.users.security()));
  security.put("/", async (c) => c.json(await services.users.setSecurity(await readJson(c, 16 * 1024), actorOf(c))));
  return security;
}
