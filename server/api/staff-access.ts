import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { preSessionLanguage } from "../../shared/admin-language.ts";
import type { Actor } from "../accounts/accounts-deps.ts";
import type { AuditNote } from "../audit/audit-log.ts";
import type { ActiveSession, SessionCheck } from "../auth/session-tokens.ts";
import { PUBLIC_VIEWER, type Viewer } from "../auth/viewer.ts";
import type { StaffLanguageEnv } from "../http/error-language.ts";
import { HttpError, unauthorized as signInFirst } from "../http/errors.ts";
import { clientIp } from "../http/request-log.ts";
import type { NonceEnv } from "../http/security-headers.ts";
import type { Services } from "../services.ts";

export type ApiEnv = {
  Variables: NonceEnv["Variables"] & {
    viewer: Viewer;
    token: string | null;
    email: string | null;
    /** The signed-in person's session, when there is one. */
    session: ActiveSession | null;
    /** The client's address as counted (TRUST_PROXY rule). */
    ip: string;
    /** What a handler adds to its call's audit entry (a move's places), when it has more to say. */
    auditNote: AuditNote | undefined;
    /** The language of this call's errors (decision 0075; the app's error handler reads it). */
    staffLanguage?: StaffLanguageEnv["Variables"]["staffLanguage"];
  };
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
/** The state-changing calls open to everyone: sign-in, password and invitation links, the public forms. */
const OPEN_WRITES = new Set([
  "POST /login",
  "POST /password-reset",
  "POST /password-reset/confirm",
  "POST /invitations/accept",
  "POST /messages",
  "POST /newsletter",
  "POST /newsletter/confirm",
  "POST /newsletter/unsubscribe",
  "POST /newsletter/one-click",
  "POST /donations",
  "POST /sms/subscribers",
]);
/** The staff pages' calls before a session: their errors follow the admin's pre-session language. */
const STAFF_ENTRY = new Set([
  "POST /login",
  "POST /password-reset",
  "POST /password-reset/confirm",
  "POST /invitations/accept",
]);
/** Reads that only staff may make, by path: a read is any GET or HEAD (the method decides, not its text). */
const STAFF_READS = new Set([
  "/session",
  "/me",
  "/mail/status",
  "/dashboard/stats",
  "/me/sessions",
  "/me/totp",
  "/subscribers",
  "/subscribers.csv",
  "/transparency/entries",
]);
/** Staff-only reads under these prefixes. */
const STAFF_READ_PREFIXES = [
  "/users",
  "/audit",
  "/security",
  "/donations",
  "/choices",
  "/sms/",
  "/newsletter/issues",
  // page copy holds drafts (the public reads it through the pages themselves)
  "/pages",
];
/** The methods that read: HEAD is a GET without its body. */
const STAFF_READ_METHODS = new Set(["GET", "HEAD"]);
/** While two-factor sign-in is required and not yet set up, only these calls are open (to set it up). */
const SETUP_ROUTES = /^(GET \/(session|me)|POST \/logout|(GET|POST|PUT) \/me(\/.*)?)$/;

export const TOTP_SETUP_NEEDED =
  "Two-factor sign-in is required for every staff account. Set it up under Your account before you continue.";

function bearer(c: Context): string | null | undefined {
  const header = c.req.header("authorization");
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * The API's one authorisation rule, declared for the whole route group: every
 * state-changing call (except the open ones) and every staff-only read needs a
 * valid staff token; other reads see what the token allows (drafts for staff).
 * What each role may do is checked by the handler or service
 * (`requirePermission`, server/auth/permissions.ts).
 */
export function staffAccess(services: Services, mountedAt = "/api") {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const path = c.req.path.slice(mountedAt.length).replace(/\/+$/, "");
    const route = `${c.req.method} ${path}`;
    const staffRead =
      STAFF_READ_METHODS.has(c.req.method) &&
      (STAFF_READS.has(path) || STAFF_READ_PREFIXES.some((prefix) => path.startsWith(prefix)));
    const needsStaff = (!READ_METHODS.has(c.req.method) && !OPEN_WRITES.has(route)) || staffRead;
    const ip = clientIp(c, services.config.trustProxy);
    c.set("ip", ip);
    const token = bearer(c);
    let check: SessionCheck | undefined;
    if (token) check = await services.auth.check(token, ip);
    const blockedBySetup = check?.ok && check.totpRequired && !check.totpEnabled && !SETUP_ROUTES.test(route);
    // The language of this call's errors (decision 0075): the signed-in person's own; before a
    // session, on the staff pages' calls, the admin's cookie or the browser's; else English.
    c.set(
      "staffLanguage",
      check?.ok
        ? check.language
        : needsStaff || STAFF_ENTRY.has(route)
          ? preSessionLanguage(c.req.header("cookie"), c.req.header("accept-language"))
          : "en",
    );
    if (check?.ok && !blockedBySetup) {
      c.set("viewer", { staff: true, userId: check.userId, role: check.role });
      c.set("token", token!);
      c.set("email", check.email);
      c.set("session", check);
    } else {
      c.set("viewer", PUBLIC_VIEWER);
      c.set("token", null);
      c.set("email", null);
      c.set("session", null);
      if (needsStaff && blockedBySetup) {
        throw new HttpError(403, "totp_setup_required", TOTP_SETUP_NEEDED, { flags: { totp_setup_required: true } });
      }
      if (needsStaff)
        throw unauthorized(check ? (check.ok ? "invalid" : check.reason) : token === null ? "invalid" : "missing");
    }
    await next();
  });
}

/** The signed-in person making this call (the route group has already required a session). */
export function actorOf(c: Context<ApiEnv>): Actor {
  const session = c.var.session;
  if (!session) throw signInFirst();
  return { ...session, ip: c.var.ip };
}
