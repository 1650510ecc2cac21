import { Hono } from "hono";
import type { Services } from "../services.ts";
import { readJson } from "./json-body.ts";
import { idParam } from "./params.ts";
import { type ApiEnv, actorOf } from "./staff-access.ts";

/** /api/me: one's own account, sessions and two-factor sign-in (every role). */
export function accountRoutes(services: Services) {
  const me = new Hono<ApiEnv>();
  const { account, totp } = services;

  me.get("/", (c) => c.json(account.me(actorOf(c))));
  me.put("/", async (c) => c.json(await account.update(await readJson(c, 16 * 1024), actorOf(c))));
  me.post("/reauth", async (c) => {
    await account.reauth(await readJson(c, 16 * 1024), actorOf(c));
    return c.body(null, 204);
  });

  me.get("/sessions", async (c) => c.json({ items: await account.sessions(actorOf(c)) }));
  me.delete("/sessions/:id", async (c) => {
    await account.revokeSession(idParam(c, "Session not found"), actorOf(c));
    return c.body(null, 204);
  });

  me.get("/totp", async (c) => {
    const actor = actorOf(c);
    return c.json({
      enabled: actor.totpEnabled,
      required: actor.totpRequired,
      recovery_codes_left: actor.totpEnabled ? await totp.remainingRecoveryCodes(actor) : 0,
    });
  });
  me.post("/totp", async (c) => c.json(await totp.start(actorOf(c))));
  me.post("/totp/confirm", async (c) => c.json(await totp.confirm(await readJson(c, 16 * 1024), actorOf(c))));
  me.post("/totp/recovery-codes", async (c) => c.json(await totp.newRecoveryCodes(actorOf(c))));
  me.delete("/totp", async (c) => {
    await totp.disable(actorOf(c));
    return c.body(null, 204);
  });

  return me;
}
