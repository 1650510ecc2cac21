import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { ApiEnv } from "../api/staff-access.ts";
import type { ActiveSession } from "../auth/session-tokens.ts";
import type { AuditEvent } from "./audit-log.ts";
import { auditWrites } from "./audit-writes.ts";

const SESSION = { ok: true, sessionId: 1, userId: 7, email: "editor@uraia.test" } as ActiveSession;

/** A route group that does not exist yet: the mechanism covers it without knowing it. */
function app(events: AuditEvent[], signedIn = true) {
  const api = new Hono<ApiEnv>();
  api.use("*", async (c, next) => {
    c.set("session", signedIn ? SESSION : null);
    c.set("ip", "203.0.113.7");
    await next();
  });
  api.use(
    "*",
    auditWrites(async (event) => void events.push(event)),
  );
  api.post("/api/collections", async (c) => c.json({ id: 12, ...((await c.req.json()) as object) }, 201));
  api.put("/api/collections/:id", async (c) => c.json(await c.req.json()));
  api.post("/api/collections/:id/items", (c) => c.json({ id: 99 }, 201));
  api.delete("/api/collections/:id", (c) => c.body(null, 204));
  api.post("/api/messages/bad", (c) => c.json({ error: "no" }, 400));
  api.get("/api/collections", (c) => c.json([]));
  return api;
}

const send = (api: Hono<ApiEnv>, method: string, path: string, json?: object) =>
  api.request(path, {
    method,
    headers: json ? { "content-type": "application/json" } : {},
    body: json ? JSON.stringify(json) : undefined,
  });

describe("auditWrites", () => {
  it("records any group's writes: action and entity from the route, the id, field names without secrets", async () => {
    const events: AuditEvent[] = [];
    const api = app(events);
    await send(api, "POST", "/api/collections", { title: "Events", api_token: "s3cret", password: "x" });
    await send(api, "PUT", "/api/collections/12", { title: "Town halls" });
    await send(api, "POST", "/api/collections/12/items", { name: "Kitui" });
    await send(api, "DELETE", "/api/collections/12");
    expect(events.map((e) => [e.action, e.entity, e.entityId, e.fields])).toEqual([
      ["collections.create", "collections", "12", ["title"]],
      ["collections.update", "collections", "12", ["title"]],
      ["collections.items", "collections", "12", ["name"]],
      ["collections.delete", "collections", "12", []],
    ]);
    expect(events[0]).toMatchObject({ actorId: 7, actorEmail: "editor@uraia.test", ip: "203.0.113.7" });
  });

  it("records nothing for reads, refused calls or visitors", async () => {
    const events: AuditEvent[] = [];
    await send(app(events), "GET", "/api/collections");
    await send(app(events), "POST", "/api/messages/bad", { body: "x" });
    await send(app(events, false), "POST", "/api/collections", { title: "Anon" });
    expect(events).toEqual([]);
  });
});
