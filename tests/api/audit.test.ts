import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeAccountData } from "../../server/accounts/purge.ts";
import type { AuditEntry } from "../../shared/staff.ts";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";
import { addStaff } from "./staff-support.ts";

const kinds = await databaseKinds();
const DAY = 86_400_000;

describe.each(kinds)("audit log on %s", (kind) => {
  let h: Harness;
  let admin: Awaited<ReturnType<typeof addStaff>>;
  let editor: Awaited<ReturnType<typeof addStaff>>;
  const audit = async (query = "") => {
    const res = await h.call("GET", `/api/audit${query}`, { token: admin.token });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as { items: AuditEntry[]; total: number };
  };

  beforeAll(async () => {
    h = await startHarness(kind, { AUDIT_RETENTION_DAYS: "30" });
    admin = await addStaff(h, "admin");
    editor = await addStaff(h, "editor");
  });
  afterAll(() => h.close());

  it("records a write with who, when, the action, the entity and id, and the fields sent", async () => {
    const created = await h.call("POST", "/api/news", {
      token: editor.token,
      json: { title: "Budget forum", excerpt: "Open to all." },
    });
    const { id } = (await created.json()) as { id: number };
    await h.call("PUT", `/api/news/${id}`, { token: editor.token, json: { featured: true } });
    await h.call("DELETE", `/api/news/${id}`, { token: editor.token });
    await h.call("PUT", "/api/settings/listen_live_url", { token: admin.token, json: { value: null } });
    const { items } = await audit(`?entity=news`);
    expect(items.slice(0, 3).map((e) => [e.action, e.entity_id, e.fields, e.actor_email])).toEqual([
      ["news.delete", String(id), [], editor.email],
      ["news.update", String(id), ["featured"], editor.email],
      ["news.create", String(id), ["title", "excerpt"], editor.email],
    ]);
    expect(items[0]!.at).toBe(h.clock.now().toISOString());
    const settings = await audit("?entity=settings");
    expect(settings.items[0]).toMatchObject({
      action: "settings.update",
      entity_id: "listen_live_url",
      fields: ["value"],
    });
  });

  it("never records passwords, tokens or codes, and records nothing for refused calls", async () => {
    await h.call("PUT", "/api/me", {
      token: editor.token,
      json: { name: "Neema", password: "hibiscus-morning-river-3", current_password: editor.password },
    });
    await h.call("POST", "/api/news", { token: editor.token, json: { title: "" } });
    await h.call("PUT", "/api/settings/listen_live_url", { token: editor.token, json: { value: null } });
    const mine = await audit(`?actor=${editor.id}`);
    const update = mine.items.find((e) => e.action === "me.update")!;
    expect(update.fields).toEqual(["name"]);
    expect(mine.items.map((e) => e.action)).toContain("me.password");
    expect(mine.items.filter((e) => e.action === "settings.update")).toEqual([]);
    const everything = JSON.stringify((await audit("?limit=100")).items);
    expect(everything).not.toContain("hibiscus-morning-river-3");
    expect(everything).not.toContain(editor.password);
  });

  it("records sign-ins, failures and role changes", async () => {
    await h.call("POST", "/api/login", { json: { email: editor.email, password: "not-the-password-9" } });
    await h.call("PUT", `/api/users/${editor.id}`, { token: admin.token, json: { role: "author" } });
    const signIns = await audit("?entity=sign-in");
    expect(signIns.items[0]).toMatchObject({
      action: "sign-in.failure",
      actor_email: editor.email,
      detail: { reason: "password" },
    });
    expect(signIns.items.some((e) => e.action === "sign-in" && e.actor_email === admin.email)).toBe(true);
    const roles = await audit("?action=users.role");
    expect(roles.items[0]).toMatchObject({
      actor_email: admin.email,
      entity_id: String(editor.id),
      detail: { email: editor.email, from: "Editor", to: "Author" },
    });
  });

  it("filters by actor email and pages with limit and offset", async () => {
    const all = await audit(`?actor=${encodeURIComponent(admin.email)}`);
    expect(all.total).toBeGreaterThan(2);
    const page = await audit(`?actor=${encodeURIComponent(admin.email)}&limit=2&offset=1`);
    expect(page.total).toBe(all.total);
    expect(page.items.map((e) => e.id)).toEqual(all.items.slice(1, 3).map((e) => e.id));
    const bad = await h.call("GET", "/api/audit?limit=0", { token: admin.token });
    expect(await bad.json()).toEqual({
      error: "limit must be a whole number from 1 to 100.",
      details: { limit: "limit must be a whole number from 1 to 100" },
    });
  });

  it("forgets entries older than AUDIT_RETENTION_DAYS on the scheduled purge", async () => {
    const before = (await audit()).total;
    h.clock.advance(31 * DAY);
    await h.services.audit.record({ actorId: null, actorEmail: null, action: "test.recent" });
    expect(before).toBeGreaterThan(10);
    expect((await h.services.db.db.selectFrom("sessions").select("id").execute()).length).toBeGreaterThan(0);
    // The hourly recurring job, as every instance's worker runs it.
    await h.services.jobs.runDue();
    const left = await h.services.audit.list({ limit: 10, offset: 0 });
    expect(left.items.map((e) => e.action)).toEqual(["test.recent"]);
    // Sessions idle past their timeout went with it.
    expect(await h.services.db.db.selectFrom("sessions").select("id").execute()).toEqual([]);
  });

  it("purges forgotten attempt counters, and used or expired links", async () => {
    await h.call("POST", "/api/login", { json: { email: "ghost@uraia.test", password: "not-a-real-password" } });
    await h.services.db.db
      .insertInto("user_tokens")
      .values({
        kind: "reset",
        token_hash: "x".repeat(64),
        user_id: admin.id,
        created_at: h.clock.now(),
        expires_at: h.clock.now(),
      })
      .execute();
    h.clock.advance(2 * DAY);
    const limits = { idleMs: h.services.config.sessionIdleMs, maxMs: h.services.config.sessionMaxMs };
    const purged = await purgeAccountData(h.services.db.db, h.clock.now(), limits, 30);
    expect(purged.attempts).toBeGreaterThan(0);
    expect(purged.tokens).toBe(1);
    expect(await h.services.db.db.selectFrom("login_attempts").select("key").execute()).toEqual([]);
  });
});
