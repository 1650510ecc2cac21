import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { SessionCheck } from "../auth/session-tokens.ts";
import { HttpError } from "../http/errors.ts";
import type { NonceEnv } from "../http/security-headers.ts";
import { PUBLIC_VIEWER, type Services, type Viewer } from "../services.ts";

export type ApiEnv = {
  Variables: NonceEnv["Variables"] & { viewer: Viewer; token: string | null; email: string | null };
};

const MESSAGES: Record<"missing" | Extract<SessionCheck, { ok: false }>["reason"], string> = {
  missing: "Please sign in to continue.",
  invalid: "Your session is not valid. Please sign in again.",
  expired: "Your session has expired. Please sign in again.",
};

const unauthorized = (reason: keyof typeof MESSAGES) =>
  new HttpError(401, "unauthorized", MESSAGES[reason], { headers: { "WWW-Authenticate": 'Bearer realm="uraia"' } });

/** Calls that change nothing: anyone may make them, staff just see more. */
const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** The only state-changing call open to everyone. */
const OPEN_WRITES = new Set(["POST /login"]);
/** Reads that only staff may make. */
const STAFF_READS = new Set(["GET /session", "GET /me", "GET /mail/status"]);

function bearer(c: Context): string | null | undefined {
  const header = c.req.header("authorization");
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * The API's one authorisation rule, declared for the whole route group: every
 * state-changing call (except sign-in) and every staff-only read needs a valid
 * staff token; other reads see what the token allows (drafts for staff).
 */
export function staffAccess(services: Services, mountedAt = "/api") {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const route = `${c.req.method} ${c.req.path.slice(mountedAt.length).replace(/\/+$/, "")}`;
    const needsStaff = (!READ_METHODS.has(c.req.method) && !OPEN_WRITES.has(route)) || STAFF_READS.has(route);
    const token = bearer(c);
    let check: SessionCheck | undefined;
    if (token) check = await services.auth.check(token);
    if (check?.ok) {
      c.set("viewer", { staff: true, userId: check.userId, role: check.role });
      c.set("token", token!);
      c.set("email", check.email);
    } else {
      c.set("viewer", PUBLIC_VIEWER);
      c.set("token", null);
      c.set("email", null);
      if (needsStaff) throw unauthorized(check ? check.reason : token === null ? "invalid" : "missing");
    }
    await next();
  });
}
