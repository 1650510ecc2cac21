import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff } from "../../server/auth/staff-users.ts";
import type { Message } from "../../shared/message-kinds.ts";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";
import { messageClient } from "./message-client.ts";

const kinds = await databaseKinds();

describe.each(kinds)("the staff inbox API on %s", (kind) => {
  let h: Harness;
  let token: string;
  const { from, send } = messageClient(
    () => h,
    () => token,
  );

  beforeAll(async () => {
    h = await startHarness(kind, { TRUST_PROXY: "true" });
    token = await h.signIn();
  });
  afterAll(() => h.close());

  it("lets staff list, filter, search, page, group, move and delete; visitors get 401", async () => {
    for (const path of ["/api/messages", "/api/messages/1", "/api/messages/summary"]) {
      expect((await h.call("GET", path)).status).toBe(401);
    }
    expect((await h.call("PUT", "/api/messages/1", { json: { status: "read" } })).status).toBe(401);
    expect((await h.call("DELETE", "/api/messages/1")).status).toBe(401);

    const apply = async (reference: string, name: string) => {
      const res = await send({
        name,
        email: "x@example.org",
        phone: "0711222333",
        message: "Keen to help",
        consent: true,
        kind: "volunteer",
        reference,
      });
      return ((await res.json()) as { id: number }).id;
    };
    const one = await apply("Community Mobiliser", "Kiprono Sang");
    await apply("Community Mobiliser", "Achieng Odhiambo");
    await apply("Digital Champion", "Mwende Musyoka");

    const list = async (query: string) => {
      const res = await h.call("GET", `/api/messages?${query}`, { token });
      expect(res.status).toBe(200);
      return (await res.json()) as { items: Message[]; total: number };
    };
    const mobilisers = await list("kind=volunteer&reference=Community%20Mobiliser");
    expect(mobilisers.total).toBe(2);
    expect(mobilisers.items.map((m) => m.name)).toEqual(["Achieng Odhiambo", "Kiprono Sang"]);
    expect((await list("q=MUSYOKA")).items.map((m) => m.name)).toEqual(["Mwende Musyoka"]);
    expect((await list("q=100%25")).total).toBe(0);
    const page = await list("kind=volunteer&limit=1&offset=1");
    expect(page).toMatchObject({ total: 3 });
    expect(page.items.map((m) => m.name)).toEqual(["Achieng Odhiambo"]);
    expect((await list("status=spam")).items.every((m) => m.status === "spam")).toBe(true);
    expect((await list("")).items.every((m) => m.status !== "spam")).toBe(true);
    const badQuery = await h.call("GET", "/api/messages?status=lost&limit=0", { token });
    expect(badQuery.status).toBe(400);
    expect(Object.keys(((await badQuery.json()) as { details: object }).details).sort()).toEqual(["limit", "status"]);

    const summary = (await (await h.call("GET", "/api/messages/summary", { token })).json()) as {
      unread: number;
      references: Array<{ kind: string; reference: string; total: number; unread: number }>;
    };
    expect(summary.references).toContainEqual({
      kind: "volunteer",
      reference: "Community Mobiliser",
      total: 2,
      unread: 2,
    });
    expect(summary.references).toContainEqual({
      kind: "volunteer",
      reference: "Digital Champion",
      total: 1,
      unread: 1,
    });

    const moved = await h.call("PUT", `/api/messages/${one}`, { token, json: { status: "handled" } });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as Message).status).toBe("handled");
    const after = (await (await h.call("GET", "/api/messages/summary", { token })).json()) as typeof summary;
    expect(after.unread).toBe(summary.unread - 1);
    const refused = await h.call("PUT", `/api/messages/${one}`, { token, json: { status: "gone" } });
    expect(refused.status).toBe(400);

    expect((await h.call("DELETE", `/api/messages/${one}`, { token })).status).toBe(204);
    expect((await h.call("GET", `/api/messages/${one}`, { token })).status).toBe(404);
    expect((await h.call("DELETE", `/api/messages/${one}`, { token })).status).toBe(404);
  });

  it("answers 403 to staff whose role has no inbox", async () => {
    const { db } = h.services.db;
    await createStaff(db, "author@uraia.test", "quiet-baobab-river-77", h.clock.now());
    await db.updateTable("users").set({ role: "author" }).where("email", "=", "author@uraia.test").execute();
    const res = await h.call("POST", "/api/login", {
      json: { email: "author@uraia.test", password: "quiet-baobab-river-77" },
    });
    const { token: author } = (await res.json()) as { token: string };
    for (const path of [
      "/api/messages",
      "/api/messages/summary",
      "/api/subscribers",
      "/api/privacy/export?email=a@example.org",
    ]) {
      const refused = await h.call("GET", path, { token: author });
      expect(refused.status, path).toBe(403);
      expect(((await refused.json()) as { error: string }).error).toMatch(/^Your role can't/);
    }
  });

  it("without a mail server: everything is stored, and the answers say no mail goes out", async () => {
    const res = await h.call("POST", "/api/newsletter", { json: { email: "offline@example.org" }, headers: from() });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: "accepted", confirmation: "off" });
    const subscribers = await h.call("GET", "/api/subscribers?status=pending", { token });
    expect(((await subscribers.json()) as { items: Array<{ email: string }> }).items.map((s) => s.email)).toContain(
      "offline@example.org",
    );
    const summary = await h.call("GET", "/api/messages/summary", { token });
    expect(((await summary.json()) as { notices_to: string | null }).notices_to).toBeNull();
    expect(await h.services.jobs.runDue()).toBe(0);
  });
});
