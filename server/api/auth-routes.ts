import { Hono } from "hono";
import type { Services } from "../services.ts";
import { readJson } from "./json-body.ts";
import { type ApiEnv, actorOf } from "./staff-access.ts";

/** Sign-in (`{ token }`), sign-out, and the open calls for invitations and password resets. */
export function authRoutes(services: Services) {
  const auth = new Hono<ApiEnv>();
  const origin = (c: { var: ApiEnv["Variables"]; req: { header(name: string): string | undefined } }) => ({
    ip: c.var.ip,
    userAgent: c.req.header("user-agent") ?? null,
  });

  auth.post("/login", async (c) => c.json(await services.auth.login(await readJson(c, 16 * 1024), origin(c))));

  auth.post("/logout", async (c) => {
    const actor = actorOf(c);
    await services.auth.logout(c.var.token!);
    await services.audit.record({
      actorId: actor.userId,
      actorEmail: actor.email,
      action: "sign-out",
      entity: "sign-in",
      ip: actor.ip,
    });
    return c.body(null, 204);
  });

  auth.get("/session", (c) => c.json({ email: c.var.email }));

  /** Always 202, whether or not the email belongs to anyone. */
  auth.post("/password-reset", async (c) => {
    await services.passwordLinks.requestReset(await readJson(c, 16 * 1024), c.var.ip);
    return c.json({ message: "If that email belongs to a staff account, a reset link is on its way." }, 202);
  });

  auth.post("/password-reset/confirm", async (c) => {
    await services.passwordLinks.confirmReset(await readJson(c, 16 * 1024), c.var.ip);
    return c.body(null, 204);
  });

  auth.post("/invitations/accept", async (c) =>
    c.json(await services.passwordLinks.acceptInvitation(await readJson(c, 16 * 1024), origin(c))),
  );

  return auth;
}
