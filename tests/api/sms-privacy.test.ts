import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as newsletterLoader } from "../../app/routes/newsletter.tsx";
import { loader as registerLoader } from "../../app/routes/register.tsx";
import { loader as sitemapLoader } from "../../app/routes/sitemap.ts";
import { loader as smsLoader } from "../../app/routes/sms.tsx";
import { requestContext } from "../../server/http/request-context.ts";
import type { Services } from "../../server/services.ts";
import { SMS_COPY } from "../../shared/sms-copy.ts";
import { databaseKinds } from "../support/databases.ts";
import { createItem } from "./collection-client.ts";
import { type Harness, startHarness } from "./harness.ts";
import { messageClient } from "./message-client.ts";
import { freshPhone, type SmsHarness, startSmsHarness } from "./sms-support.ts";

const kinds = await databaseKinds();
/** 12:00 East Africa Time: within the sending hours. */
const NOON_EAT = "2026-01-15T09:00:00.000Z";

/** The /sms page's loader as the server runs it: its data, or the status it refused with. */
async function smsPage(services: Services, path: string) {
  const request = new Request(`https://uraia.example${path}`);
  try {
    await smsLoader({ request, context: requestContext(services, request, ""), params: {} } as never);
    return 200;
  } catch (error) {
    // `throw data(null, { status })`: React Router answers it with the route's error boundary at that status.
    const status = (error as { init?: { status?: number } }).init?.status;
    if (status !== undefined) return status;
    throw error;
  }
}

/** Whether the registration form offers "remind me by SMS" and /newsletter points to /sms, as their loaders say. */
async function smsOffered(services: Services) {
  const args = (path: string) => {
    const request = new Request(`https://uraia.example${path}`);
    return { request, context: requestContext(services, request, ""), params: {} } as never;
  };
  return {
    register: (await registerLoader(args("/register"))).sms,
    newsletter: (await newsletterLoader(args("/newsletter"))).sms,
  };
}

async function sitemap(services: Services) {
  const request = new Request("https://uraia.example/sitemap.xml");
  const res = (await sitemapLoader({
    request,
    context: requestContext(services, request, ""),
    params: {},
  } as never)) as Response;
  return res.text();
}

async function pageUrls(h: Harness, q: string) {
  const res = await h.call("GET", `/api/search?q=${encodeURIComponent(q)}&type=page`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Array<{ url: string }> }).items.map((i) => i.url);
}

describe.each(kinds)("SMS switched off, and personal data, on %s", (kind) => {
  let s: SmsHarness;
  let off: Harness;
  let token: string;
  const db = () => s.h.services.db.db;
  // One client for the file: each gives its forms addresses of their own.
  const { send } = messageClient(
    () => s.h,
    () => token,
  );

  beforeAll(async () => {
    s = await startSmsHarness(kind);
    off = await startHarness(kind);
    token = await s.h.signIn();
  });
  afterAll(async () => {
    await off.close();
    await s.close();
  });

  it("without SMS set up: /sms is the 404 page in both languages, out of the sitemap and the search; the admin learns it from /api/me", async () => {
    expect(await smsPage(off.services, "/sms")).toBe(404);
    expect(await smsPage(off.services, "/sw/sms")).toBe(404);
    expect(await sitemap(off.services)).not.toContain("/sms</loc>");
    expect(await pageUrls(off, "SMS updates")).not.toContain("/sms");
    expect(await smsOffered(off.services)).toEqual({ register: false, newsletter: false });
    const me = await off.call("GET", "/api/me", { token: await off.signIn() });
    expect(((await me.json()) as { features: unknown }).features).toEqual({ sms: false });
  });

  it("with SMS set up: /sms answers, is in the sitemap and the search, and /api/me says so", async () => {
    expect(await smsPage(s.h.services, "/sms")).toBe(200);
    expect(await smsPage(s.h.services, "/sw/sms")).toBe(200);
    expect(await sitemap(s.h.services)).toContain("/sms</loc>");
    expect(await pageUrls(s.h, "SMS updates")).toContain("/sms");
    expect(await smsOffered(s.h.services)).toEqual({ register: true, newsletter: true });
    const me = await s.h.call("GET", "/api/me", { token });
    expect(((await me.json()) as { features: unknown }).features).toEqual({ sms: true });
  });

  it("a phone number's access request lists its subscription, suppression, reminders and texts; erasure keeps only a hashed suppression, never texted again", async () => {
    s.h.clock.set(NOON_EAT);
    token = await s.h.signIn();
    const phone = freshPhone();
    const local = `0${phone.slice(4)}`;
    expect((await s.signUp({ phone, language: "sw", consent: true, locale: "sw" })).status).toBe(202);
    await createItem(s.h, token, "events", {
      kind: "session",
      title: "Ward budget dialogue",
      starts_at: "2026-01-20T14:00",
      location: "Kitengela Community Hall",
    });
    const registered = await send({
      name: "Wanjiru Kamau",
      email: "wanjiru.sms@example.co.ke",
      phone: local,
      consent: true,
      kind: "registration",
      reference: "Ward budget dialogue",
      county: "Kajiado",
      people: "1",
      sms_reminder: "on",
      locale: "sw",
    });
    expect(registered.status, await registered.clone().text()).toBe(201);
    await s.settle();
    await s.fake.incoming(phone, "ONDOKA");

    const exported = await s.h.call("GET", `/api/privacy/export?phone=${encodeURIComponent(local)}`, { token });
    expect(exported.status, await exported.clone().text()).toBe(200);
    expect(exported.headers.get("content-disposition")).toBe(`attachment; filename="personal-data-${phone}.json"`);
    const data = (await exported.json()) as Record<string, unknown>;
    expect(data).toMatchObject({
      phone,
      subscription: {
        language: "sw",
        status: "unsubscribed",
        consent_at: NOON_EAT,
        consent_source: "api",
        consent_wording: SMS_COPY.sw.consent,
      },
      suppression: { reason: "reply", detail: "ONDOKA" },
      reminders: [{ event_id: expect.any(Number), language: "sw" }],
      messages: [{ kind: "confirmation", language: "sw", body: SMS_COPY.sw.confirmation, status: "sent" }],
    });

    const bad = await s.h.call("POST", "/api/privacy/erase", { token, json: { phone: "12" } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "Give a valid mobile number, such as 0712 345 678." });

    const erased = await s.h.call("POST", "/api/privacy/erase", { token, json: { phone } });
    expect(await erased.json()).toEqual({
      sms_subscriptions: 1,
      sms_reminders: 1,
      sms_messages: 1,
      suppression_kept: true,
    });
    for (const table of ["sms_subscribers", "sms_reminders", "sms_messages", "sms_suppressions"] as const) {
      expect(await db().selectFrom(table).select("phone").where("phone", "=", phone).execute()).toEqual([]);
    }
    const kept = await db().selectFrom("sms_suppressions").selectAll().where("phone", "like", "erased:%").execute();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ reason: "reply", detail: null });
    expect(kept[0]!.phone).not.toContain(phone.slice(4));

    // Signed up again from the website: kept unsubscribed, and neither a confirmation nor a broadcast reaches it.
    const before = s.fake.sent.filter((m) => m.phone === phone).length;
    expect((await s.signUp({ phone, language: "en", consent: true })).status).toBe(202);
    await s.settle();
    expect(
      await db().selectFrom("sms_subscribers").select("status").where("phone", "=", phone).executeTakeFirst(),
    ).toEqual({
      status: "unsubscribed",
    });
    const list = (await (await s.h.call("GET", "/api/sms/suppressions", { token })).json()) as {
      items: Array<{ phone: string | null; reason: string }>;
    };
    expect(list.items).toContainEqual(expect.objectContaining({ phone: null, reason: "reply" }));
    // Only the person lifts it, by texting START.
    await s.fake.incoming(phone, "START");
    await s.settle();
    expect(
      await db().selectFrom("sms_suppressions").select("phone").where("phone", "like", "erased:%").execute(),
    ).toEqual([]);
    expect(s.fake.sent.filter((m) => m.phone === phone).length).toBe(before + 1);
  });

  it("erasing an email address also removes the SMS reminders asked for with its registrations", async () => {
    const phone = freshPhone();
    await createItem(s.h, token, "events", {
      kind: "session",
      title: "County budget hearing",
      starts_at: "2026-01-22T10:00",
      location: "Kisumu Social Hall",
    });
    const registered = await send({
      name: "Otieno Ouma",
      email: "otieno.reminder@example.co.ke",
      phone: `0${phone.slice(4)}`,
      consent: true,
      kind: "registration",
      reference: "County budget hearing",
      county: "Kisumu",
      people: "1",
      sms_reminder: "on",
      locale: "en",
    });
    expect(registered.status, await registered.clone().text()).toBe(201);
    const reminders = () => db().selectFrom("sms_reminders").select("id").where("phone", "=", phone).execute();
    expect(await reminders()).toHaveLength(1);
    const erased = await s.h.call("POST", "/api/privacy/erase", {
      token,
      json: { email: "otieno.reminder@example.co.ke" },
    });
    expect(await erased.json()).toMatchObject({ messages: 1 });
    expect(await reminders()).toEqual([]);
  });

  it("the gateway's opt-out keeps its own words (the sender ID) as the detail and a reason code", async () => {
    const phone = freshPhone();
    const res = await s.h.call("POST", `/hooks/sms/${s.h.services.sms.callbackSecret}/optout`, {
      body: new URLSearchParams({ phoneNumber: phone, senderId: "URAIA" }),
    });
    expect(res.status).toBeLessThan(300);
    expect(
      await db().selectFrom("sms_suppressions").selectAll().where("phone", "=", phone).executeTakeFirst(),
    ).toMatchObject({
      reason: "gateway",
      detail: "URAIA",
    });
  });

  it("the recurring purge deletes texts older than MESSAGE_RETENTION_DAYS and keeps newer ones", async () => {
    const phone = freshPhone();
    s.h.clock.set("2027-01-01T09:00:00.000Z");
    expect((await s.signUp({ phone, language: "en", consent: true })).status).toBe(202);
    await s.settle();
    const count = async () =>
      (await db().selectFrom("sms_messages").select("id").where("phone", "=", phone).execute()).length;
    expect(await count()).toBe(1);
    s.h.clock.set("2027-12-31T09:00:00.000Z"); // 364 days on: kept
    await s.settle();
    expect(await count()).toBe(1);
    s.h.clock.set("2028-01-03T09:00:00.000Z"); // past 365 days: gone
    await s.settle();
    expect(await count()).toBe(0);
  });
});
