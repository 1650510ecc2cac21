import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "../api/staff-access.ts";
import { JSON_BODY_LIMIT } from "../http/body-limits.ts";
import { readLimitedBody } from "../http/limited-body.ts";
import type { AuditEvent } from "./audit-log.ts";

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Field names never recorded (their values never are). */
const SECRET_FIELD = /pass|token|code|secret|otp/i;
/** Calls that record their own, more telling events (sign-in, links by email). */
const OWN_EVENTS = /^POST \/(login|logout|password-reset(\/confirm)?|invitations\/accept|me\/reauth)$/;
const VERBS: Record<string, string> = { POST: "create", PUT: "update", PATCH: "update", DELETE: "delete" };
/** Areas whose records are named by a key, not a number (`PATCH /pages/about`, `POST /pages/about/publish`). */
const KEYED = new Set(["pages"]);
/** Most bodies are small; a field list beyond this is cut short. */
const MAX_FIELDS = 40;

/**
 * Records every successful state-changing call by staff in the audit log, for
 * every route group (present and future): the actor, an action and entity taken
 * from the route (`POST /news` → news.create; `PUT /news/7` → news.update of id 7;
 * `POST /users/7/invitation` → users.invitation), the id from the path or the
 * created record, and the names of the JSON fields sent (secrets left out).
 */
export function auditWrites(
  record: (event: AuditEvent) => Promise<void>,
  label: (entity: string, entityId: string) => Promise<string | null> = async () => null,
  mountedAt = "/api",
) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    if (READ_METHODS.has(c.req.method)) return next();
    const path = c.req.path.slice(mountedAt.length).replace(/\/+$/, "");
    if (OWN_EVENTS.test(`${c.req.method} ${path}`)) return next();
    const json = /^application\/([\w.+-]+\+)?json/i.test(c.req.header("content-type") ?? "");
    const copy = json && c.req.raw.body ? c.req.raw.clone() : null;
    const segments = path.split("/").filter(Boolean).map(safeDecode);
    const [entity = "api", ...rest] = segments;
    let entityId: string | null = null;
    const extra: string[] = [];
    for (const segment of rest) {
      const keyed = KEYED.has(entity) || (rest.length === 1 && c.req.method === "PUT");
      if (entityId === null && (/^\d+$/.test(segment) || keyed)) entityId = segment;
      else extra.push(segment);
    }
    // A deleted record can no longer be looked up: its name is read before.
    const before = c.req.method === "DELETE" && entityId && c.var.session ? await label(entity, entityId) : undefined;
    await next();
    const session = c.var.session;
    if (!session || c.res.status >= 400) {
      // Not awaited: a tee branch's cancel settles only once the other branch is done too.
      copy?.body?.cancel().catch(() => undefined);
      return;
    }
    const note = c.var.auditNote;
    if (entityId === null && c.req.method === "POST") entityId = await createdId(c.res);
    const verb = VERBS[c.req.method] ?? c.req.method.toLowerCase();
    const action =
      extra.length === 0
        ? `${entity}.${verb}`
        : [entity, ...extra, ...(c.req.method === "POST" ? [] : [verb])].join(".");
    await record({
      actorId: session.userId,
      actorEmail: session.email,
      action,
      entity,
      entityId,
      fields: copy ? await fieldNames(copy) : c.req.method === "POST" && !json ? ["file"] : [],
      ip: c.var.ip,
      ...(note?.detail && { detail: note.detail }),
      ...((note?.label ?? before) !== undefined && { label: note?.label ?? before }),
    });
  });
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

async function fieldNames(request: Request): Promise<string[]> {
  try {
    const body: unknown = JSON.parse((await readLimitedBody(request, JSON_BODY_LIMIT, "too large")).toString("utf8"));
    if (typeof body !== "object" || body === null || Array.isArray(body)) return [];
    return Object.keys(body)
      .filter((key) => !SECRET_FIELD.test(key))
      .slice(0, MAX_FIELDS);
  } catch {
    return [];
  }
}

async function createdId(response: Response): Promise<string | null> {
  if (!/json/.test(response.headers.get("content-type") ?? "")) return null;
  try {
    const body = (await response.clone().json()) as { id?: unknown };
    return typeof body.id === "number" || typeof body.id === "string" ? String(body.id) : null;
  } catch {
    return null;
  }
}
