import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";
import { messageClient } from "./message-client.ts";

const kinds = await databaseKinds();

describe.each(kinds)("Idempotency-Key on the public forms on %s", (kind) => {
  let h: Harness;
  let token: string;
  const { from, formTokens, contact } = messageClient(
    () => h,
    () => token,
  );
  const db = () => h.services.db.db;
  const messageCount = async () =>
    Number(
      (
        await db()
          .selectFrom("messages")
          .select((e) => e.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const keyRows = () => db().selectFrom("idempotency_keys").select(["key", "status"]).orderBy("key").execute();

  beforeAll(async () => {
    h = await startHarness(kind);
    token = await h.signIn();
  });
  afterAll(() => h.close());

  it("stores a message once per key and answers a repeat with the first answer", async () => {
    const before = await messageCount();
    const { form_stamp } = await formTokens();
    const json = { ...contact, form_stamp };
    const headers = { ...from(), "idempotency-key": "outbox-0b7e2c1a" };
    const first = await h.call("POST", "/api/messages", { json, headers });
    expect(first.status).toBe(201);
    const firstBody = await first.json();
    const again = await h.call("POST", "/api/messages", { json, headers });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(firstBody);
    expect(await messageCount()).toBe(before + 1);
    // The stamp was spent once: the message is not judged a reuse.
    const stored = await h.call("GET", `/api/messages/${(firstBody as { id: number }).id}`, { token });
    expect(((await stored.json()) as { status: string }).status).toBe("new");
  });

  it("takes ten racing copies of one request as one message", async () => {
    const before = await messageCount();
    const { form_stamp } = await formTokens();
    const json = { ...contact, form_stamp };
    const headers = { ...from(), "idempotency-key": "outbox-race" };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => h.call("POST", "/api/messages", { json, headers })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(statuses).toContain(201);
    const busy = answers.find((r) => r.status === 409);
    if (busy) {
      expect(busy.headers.get("retry-after")).toBe("2");
      expect(await busy.json()).toEqual({
        error: "A request with this Idempotency-Key is still being handled. Try again shortly.",
      });
    }
    expect(await messageCount()).toBe(before + 1);
  });

  it("recognises a multipart form sent again with a new boundary", async () => {
    const before = await messageCount();
    const { form_stamp } = await formTokens();
    const form = () => {
      const data = new FormData();
      for (const [k, v] of Object.entries({ ...contact, consent: "on", form_stamp })) data.set(k, String(v));
      return data;
    };
    const headers = { ...from(), "idempotency-key": "outbox-multipart" };
    expect((await h.call("POST", "/api/messages", { body: form(), headers })).status).toBe(201);
    const again = await h.call("POST", "/api/messages", { body: form(), headers });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await messageCount()).toBe(before + 1);
  });

  it("refuses the same key with another body, storing nothing", async () => {
    const { form_stamp } = await formTokens();
    const headers = { ...from(), "idempotency-key": "outbox-reused" };
    expect((await h.call("POST", "/api/messages", { json: { ...contact, form_stamp }, headers })).status).toBe(201);
    const before = await messageCount();
    const other = await h.call("POST", "/api/messages", {
      json: { ...contact, message: "Another message altogether, sent with the old key.", form_stamp },
      headers,
    });
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({
      error: "This Idempotency-Key was already used for a different request. Send a new request with a new key.",
    });
    // Another route with the key is another request too.
    const newsletter = await h.call("POST", "/api/newsletter", { json: { email: "zawadi@example.org" }, headers });
    expect(newsletter.status).toBe(422);
    expect(await messageCount()).toBe(before);
  });

  it("keeps a refusal as the answer, and frees the key of a malformed header", async () => {
    const headers = { ...from(), "idempotency-key": "outbox-invalid" };
    const bad = await h.call("POST", "/api/messages", { json: { ...contact, email: "not-an-address" }, headers });
    expect(bad.status).toBe(400);
    const again = await h.call("POST", "/api/messages", { json: { ...contact, email: "not-an-address" }, headers });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(await bad.json());
    const malformed = await h.call("POST", "/api/messages", {
      json: contact,
      headers: { ...from(), "idempotency-key": "has space" },
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      error: "The Idempotency-Key header must be 1 to 255 visible ASCII characters.",
    });
  });

  it("subscribes once per key to the newsletter", async () => {
    const headers = { ...from(), "idempotency-key": "outbox-newsletter" };
    const json = { email: "baraka@example.org", source: "footer" };
    const first = await h.call("POST", "/api/newsletter", { json, headers });
    expect(first.status).toBe(202);
    const again = await h.call("POST", "/api/newsletter", { json, headers });
    expect(again.status).toBe(202);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(await first.json());
    const rows = await db()
      .selectFrom("subscribers")
      .select("email")
      .where("email", "=", "baraka@example.org")
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("forgets keys after a day: the hourly job purges them and the key counts anew", async () => {
    expect((await keyRows()).map((r) => r.key)).toContain("outbox-0b7e2c1a");
    h.clock.advance(24 * 3600_000 + 1000);
    await h.services.jobs.runDue();
    expect(await keyRows()).toEqual([]);
    token = await h.signIn();
    const before = await messageCount();
    const { form_stamp } = await formTokens();
    const headers = { ...from(), "idempotency-key": "outbox-0b7e2c1a" };
    expect((await h.call("POST", "/api/messages", { json: { ...contact, form_stamp }, headers })).status).toBe(201);
    expect(await messageCount()).toBe(before + 1);
  });
});
