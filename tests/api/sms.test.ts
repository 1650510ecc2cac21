import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smsAction } from "../../app/lib/sms-action.server.ts";
import { CLIENT_IP_HEADER } from "../../server/http/client-ip-header.ts";
import { SMS_COPY } from "../../shared/sms-copy.ts";
import { databaseKinds } from "../support/databases.ts";
import { createItem } from "./collection-client.ts";
import { startHarness } from "./harness.ts";
import { messageClient } from "./message-client.ts";
import { freshAddress, freshPhone, type SmsHarness, startSmsHarness } from "./sms-support.ts";
import { addStaff } from "./staff-support.ts";

const kinds = await databaseKinds();
/** 12:00 East Africa Time: within the sending hours. */
const NOON_EAT = "2026-01-15T09:00:00.000Z";

describe.each(kinds)("SMS on %s", (kind) => {
  let s: SmsHarness;
  let token: string;
  const db = () => s.h.services.db.db;
  const sentTo = (phone: string) => s.fake.sent.filter((m) => m.phone === phone).map((m) => m.message);
  const subscriber = (phone: string) =>
    db().selectFrom("sms_subscribers").selectAll().where("phone", "=", phone).executeTakeFirst();
  const suppression = (phone: string) =>
    db().selectFrom("sms_suppressions").selectAll().where("phone", "=", phone).executeTakeFirst();
  const subscribed = async (language: "en" | "sw") => {
    const phone = freshPhone();
    expect((await s.signUp({ phone, language, consent: true })).status).toBe(202);
    return phone;
  };
  const figures = async (id: number) =>
    (await s.h.call("GET", `/api/sms/broadcasts/${id}`, { token })).json() as Promise<Record<string, unknown>>;
  const broadcast = async (json: Record<string, unknown>) => {
    const res = await s.h.call("POST", "/api/sms/broadcasts", { token, json });
    expect(res.status, await res.clone().text()).toBe(202);
    return ((await res.json()) as { id: number }).id;
  };

  beforeAll(async () => {
    s = await startSmsHarness(kind);
    token = await s.h.signIn();
  });
  afterAll(() => s.close());

  it("signs up through the API (202), keeps the consent, and confirms with the stop words in the chosen language", async () => {
    s.h.clock.set(NOON_EAT);
    const res = await s.signUp({ phone: "0712 000 101", language: "sw", consent: true, locale: "sw" });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: "accepted" });
    await s.settle();
    expect(sentTo("+254712000101")).toEqual([
      "Uraia: umejiandikisha kupokea taarifa kwa SMS. Tuma STOP/ONDOKA kuacha.",
    ]);
    expect(s.fake.requests.at(-1)?.from).toBe("URAIA");
    expect(await subscriber("+254712000101")).toMatchObject({
      language: "sw",
      status: "subscribed",
      consent_source: "api",
      consent_wording: SMS_COPY.sw.consent,
    });
    // Signing up again in the same language texts nobody.
    expect((await s.signUp({ phone: "+254712000101", language: "sw", consent: true })).status).toBe(202);
    await s.settle();
    expect(sentTo("+254712000101")).toHaveLength(1);
  });

  it("signs up from the form without JavaScript, in the page's language", async () => {
    const request = new Request(`${s.siteUrl}/sms`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", [CLIENT_IP_HEADER]: freshAddress() },
      body: new URLSearchParams({ phone: "+254 712 000 202", language: "en", consent: "on" }).toString(),
    });
    expect(await smsAction(s.h.services, request, "server error")).toEqual({ ok: true });
    await s.settle();
    expect(sentTo("+254712000202")).toEqual(["Uraia: you are signed up for SMS updates. Send STOP/ONDOKA to stop."]);
    expect(await subscriber("+254712000202")).toMatchObject({
      consent_source: "form",
      consent_wording: SMS_COPY.en.consent,
    });
  });

  it("refuses a bad number or no consent, naming each field, in Kiswahili on a /sw page", async () => {
    const res = await s.signUp({ phone: "020 2123456", language: "fr" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "Please correct the highlighted fields.",
      details: {
        phone: SMS_COPY.en.errors.phone,
        language: SMS_COPY.en.errors.language,
        consent: SMS_COPY.en.errors.consent,
      },
    });
    const request = new Request(`${s.siteUrl}/sw/sms`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", [CLIENT_IP_HEADER]: freshAddress() },
      body: new URLSearchParams({ phone: "0712 000 303", language: "sw" }).toString(),
    });
    const refused = (await smsAction(s.h.services, request, "x")) as unknown as {
      data: { refused: unknown };
      init: { status: number };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.refused).toMatchObject({ errors: { consent: SMS_COPY.sw.errors.consent } });
    expect(await subscriber("+254712000303")).toBeUndefined();
  });

  it("limits sign-ups per phone (3 a day) and per address (20 an hour)", async () => {
    const phone = freshPhone();
    for (let i = 0; i < 3; i++) expect((await s.signUp({ phone, consent: true })).status).toBe(202);
    const fourth = await s.signUp({ phone, consent: true });
    expect(fourth.status).toBe(429);
    expect(((await fourth.json()) as { error: string }).error).toBe(SMS_COPY.en.errors.phoneLimit);
    const address = { "x-forwarded-for": "10.250.0.1" };
    for (let i = 0; i < 20; i++)
      expect((await s.signUp({ phone: freshPhone(), consent: true }, address)).status).toBe(202);
    const over = await s.signUp({ phone: freshPhone(), consent: true }, address);
    expect(over.status).toBe(429);
    expect(((await over.json()) as { error: string }).error).toBe(SMS_COPY.en.errors.addressLimit);
    await s.settle();
  });

  it("an incoming STOP (any case) suppresses at once; a sign-up does not lift it; ANZA re-subscribes in Kiswahili", async () => {
    const phone = await subscribed("en");
    await s.settle();
    expect(await s.fake.incoming(phone, "stop")).toBe(200);
    expect(await suppression(phone)).toMatchObject({ reason: "reply", detail: "stop" });
    expect(await subscriber(phone)).toMatchObject({ status: "unsubscribed" });
    expect((await s.signUp({ phone, consent: true })).status).toBe(202);
    await s.settle();
    expect(sentTo(phone)).toHaveLength(1); // only the first confirmation
    expect(await s.fake.incoming(phone, "Anza")).toBe(200);
    await s.settle();
    expect(await suppression(phone)).toBeUndefined();
    expect(await subscriber(phone)).toMatchObject({ status: "subscribed", language: "sw", consent_source: "sms" });
    expect(sentTo(phone).at(-1)).toBe(SMS_COPY.sw.confirmation);
    expect(await s.fake.incoming(phone, "Habari, asanteni")).toBe(200);
    expect(await suppression(phone)).toBeUndefined();
  });

  it("the gateway's opt-out callback suppresses; a wrong secret is 404", async () => {
    const phone = await subscribed("sw");
    expect(await s.fake.optOut(phone.replace("+", ""))).toBe(200);
    expect(await suppression(phone)).toMatchObject({ reason: "gateway", detail: "URAIA" });
    const wrong = await fetch(`${s.siteUrl}/hooks/sms/not-the-secret/optout`, {
      method: "POST",
      body: new URLSearchParams({ phoneNumber: "+254712000999" }),
    });
    expect(wrong.status).toBe(404);
  });

  it("a broadcast reaches only subscribed numbers, each in its language, and delivery reports update its figures", async () => {
    await s.settle();
    await db().deleteFrom("sms_subscribers").execute();
    const en = await subscribed("en");
    const sw = await subscribed("sw");
    const stopped = await subscribed("en");
    await s.fake.incoming(stopped, "ONDOKA");
    await s.settle();
    const before = s.fake.requests.length;
    const id = await broadcast({ en: "Budget hearing in Kajiado on Friday.", sw: "Kikao cha bajeti Kajiado Ijumaa." });
    await s.settle();
    const requests = s.fake.requests.slice(before);
    expect(requests.map((r) => [r.message, r.to])).toEqual([
      ["Budget hearing in Kajiado on Friday. Send STOP/ONDOKA to stop.", [en]],
      ["Kikao cha bajeti Kajiado Ijumaa. Tuma STOP/ONDOKA kuacha.", [sw]],
    ]);
    // Stopped before its confirmation went: that was held back too, and so is the broadcast.
    expect(sentTo(stopped)).toEqual([]);
    expect(await figures(id)).toEqual({
      status: "sent",
      total: 2,
      sent: 2,
      delivered: 0,
      failed: 0,
      segments: 2,
      cost_estimate: 1.6,
    });
    const [toEn, toSw] = [s.fake.sent.at(-2)!, s.fake.sent.at(-1)!];
    expect(await s.fake.report(toEn.messageId!, "Success")).toBe(200);
    expect(await s.fake.report(toEn.messageId!, "Success")).toBe(200);
    expect(await s.fake.report(toSw.messageId!, "Failed", "DeliveryFailure")).toBe(200);
    expect(await s.fake.report(toSw.messageId!, "Success")).toBe(200);
    expect(await s.fake.report("ATXid_unknown", "Success")).toBe(200);
    expect(await figures(id)).toMatchObject({ sent: 2, delivered: 1, failed: 1 });
  });

  it("sends a broadcast in batches of at most 1,000 numbers per request", async () => {
    await db().deleteFrom("sms_subscribers").execute();
    const at = s.h.clock.now();
    const rows = Array.from({ length: 1001 }, (_, i) => ({
      phone: `+2547${String(30_000_000 + i).padStart(8, "0")}`,
      language: "en",
      status: "subscribed",
      consent_at: at,
      consent_source: "api",
      consent_wording: SMS_COPY.en.consent,
      client_ip: null,
      created_at: at,
      updated_at: at,
    }));
    await db().insertInto("sms_subscribers").values(rows).execute();
    const before = s.fake.requests.length;
    const id = await broadcast({
      en: "Civic education week starts Monday.",
      sw: "Wiki ya elimu ya uraia inaanza Jumatatu.",
    });
    await s.settle();
    // Two batch jobs, due together: they may run in either order.
    expect(
      s.fake.requests
        .slice(before)
        .map((r) => r.to.length)
        .sort((a, b) => b - a),
    ).toEqual([1000, 1]);
    // The fake refuses numbers ending 0403 (invalid) and 0406 (blocked the sender: suppressed from now on).
    expect(await figures(id)).toMatchObject({ status: "sent", total: 1001, sent: 999, failed: 2 });
    expect(await suppression("+254730000406")).toMatchObject({ reason: "blocked", detail: "UserInBlacklist" });
    expect(await suppression("+254730000403")).toBeUndefined();
  });

  it("holds a broadcast outside 08:00–19:00 EAT until the next 08:00, and keeps a scheduled one until its time", async () => {
    await db().deleteFrom("sms_subscribers").execute();
    s.h.clock.set("2026-01-15T17:30:00.000Z"); // 20:30 EAT
    const phone = await subscribed("en");
    await s.settle();
    const id = await broadcast({ en: "Evening news.", sw: "Habari za jioni." });
    s.h.clock.set("2026-01-16T04:59:00.000Z"); // 07:59 EAT
    await s.settle();
    expect(sentTo(phone)).toHaveLength(1);
    expect((await figures(id)).status).toBe("scheduled");
    s.h.clock.set("2026-01-16T05:00:00.000Z"); // 08:00 EAT
    await s.settle();
    expect(sentTo(phone).at(-1)).toBe("Evening news. Send STOP/ONDOKA to stop.");
    const later = await broadcast({ en: "Later.", sw: "Baadaye.", at: "2026-01-16T12:00:00+03:00" });
    await s.settle();
    expect((await figures(later)).status).toBe("scheduled");
    s.h.clock.set("2026-01-16T09:00:00.000Z");
    await s.settle();
    expect((await figures(later)).status).toBe("sent");
  });

  it("sends the reminder the day before at 09:00 EAT, once, in the registrant's language", async () => {
    s.h.clock.set(NOON_EAT);
    await createItem(s.h, token, "events", {
      kind: "session",
      title: "Ward budget dialogue",
      starts_at: "2026-01-20T14:00",
      location: "Kitengela Community Hall",
    });
    const { send } = messageClient(
      () => s.h,
      () => token,
    );
    const phone = "+254712000404";
    const res = await send({
      name: "Wanjiru Kamau",
      email: "wanjiru@example.co.ke",
      phone: "0712 000 404",
      consent: true,
      kind: "registration",
      reference: "Ward budget dialogue",
      county: "Kajiado",
      people: "1",
      sms_reminder: "on",
      locale: "sw",
    });
    expect(res.status, await res.clone().text()).toBe(201);
    s.h.clock.set("2026-01-19T05:59:00.000Z"); // 08:59 EAT the day before
    await s.settle();
    expect(sentTo(phone)).toEqual([]);
    s.h.clock.set("2026-01-19T06:00:00.000Z"); // 09:00 EAT
    await s.settle();
    s.h.clock.set("2026-01-19T08:00:00.000Z");
    await s.settle();
    expect(sentTo(phone)).toEqual([SMS_COPY.sw.reminder("Ward budget dialogue", "14:00", "Kitengela Community Hall")]);
  });

  it("shows staff who may broadcast the subscribers (phones masked but for Administrators), suppressions and an export", async () => {
    const phone = await subscribed("sw");
    await s.fake.incoming(phone, "Toka");
    token = await s.h.signIn(); // the clock has moved days since the first sign-in
    const editor = (await addStaff(s.h, "editor")).token;
    const author = (await addStaff(s.h, "author")).token;
    const list = async (who: string) =>
      (
        (await (await s.h.call("GET", "/api/sms/subscribers", { token: who })).json()) as {
          items: Array<{ phone: string }>;
        }
      ).items;
    expect((await list(token)).map((r) => r.phone)).toContain(phone);
    expect((await list(editor)).map((r) => r.phone)).toContain(`${phone.slice(0, 5)}•••••${phone.slice(-3)}`);
    expect((await list(editor)).map((r) => r.phone)).not.toContain(phone);
    const refused = await s.h.call("POST", "/api/sms/broadcasts", { token: author, json: { en: "Hi", sw: "Habari" } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: "Your role can't send SMS or see SMS subscribers. Ask an Editor or an Administrator.",
    });
    expect((await s.h.call("GET", "/api/sms/subscribers")).status).toBe(401);
    const suppressed = (await (await s.h.call("GET", "/api/sms/suppressions", { token })).json()) as {
      items: Array<{ phone: string; reason: string; detail: string }>;
    };
    expect(suppressed.items).toContainEqual(expect.objectContaining({ phone, reason: "reply", detail: "Toka" }));
    const csv = await s.h.call("GET", "/api/sms/subscribers.csv", { token });
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const text = await csv.text();
    expect(text.split("\r\n")[0]).toBe("phone,language,status,consent_at,consent_source,consent_wording");
    expect(text).toContain(`${phone},sw,unsubscribed,`);
    const bad = await s.h.call("POST", "/api/sms/broadcasts", {
      token,
      json: { en: "", sw: "x".repeat(1000), at: "soon" },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { details: Record<string, string> }).details).toEqual({
      en: "Write the message in English.",
      sw: "At most 6 SMS parts, with the stop words added at the end: shorten it.",
      at: "Give the time as an ISO 8601 date and time, such as 2026-12-01T10:00:00+03:00.",
    });
  });

  it("with SMS not configured: sign-up answers 503 in the visitor's language and the callbacks are 404", async () => {
    const off = await startHarness(kind);
    try {
      const res = await off.call("POST", "/api/sms/subscribers", {
        json: { phone: "0712 000 505", consent: true, locale: "sw" },
      });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: SMS_COPY.sw.errors.off });
      const hook = await off.call("POST", `/hooks/sms/${off.services.sms.callbackSecret}/incoming`, {
        body: new URLSearchParams({ from: "+254712000505", text: "STOP" }),
      });
      expect(hook.status).toBe(404);
      expect(off.services.sms.enabled).toBe(false);
    } finally {
      await off.close();
    }
  });
});
