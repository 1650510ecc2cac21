import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageFormAction } from "../../app/lib/message-action.server.ts";
import { newsletterAction } from "../../app/lib/newsletter-action.server.ts";
import { CLIENT_IP_HEADER } from "../../server/http/client-ip-header.ts";
import { FORM_ERRORS, LOCALE_FIELD_ERROR } from "../../shared/form-errors.ts";
import type { Message } from "../../shared/message-kinds.ts";
import { databaseKinds } from "../support/databases.ts";
import type { TestSmtp } from "../support/smtp.ts";
import type { Harness } from "./harness.ts";
import { startMailHarness } from "./mail-links.ts";

/** Forms and mail in the visitor's language (docs/product.md, "Forms and mail in Kiswahili"). */
const kinds = await databaseKinds();
const PUBLIC_URL = "https://uraia.test";
const sw = FORM_ERRORS.sw;

describe.each(kinds)("the visitor's language in forms and mail on %s", (kind) => {
  let h: Harness;
  let smtp: TestSmtp;
  let token: string;
  let address = 0;
  const from = () => ({ "x-forwarded-for": `203.0.113.${++address}` });
  const subscribe = (json: Record<string, unknown>) => h.call("POST", "/api/newsletter", { json, headers: from() });
  const newest = (to: string) => smtp.waitForMail((m: ParsedMail) => (m.to && "text" in m.to ? m.to.text : "") === to);

  beforeAll(async () => {
    ({ smtp, h, token } = await startMailHarness(kind, PUBLIC_URL));
  });
  afterAll(async () => {
    await h.close();
    await smtp.stop();
  });

  it('keeps a subscriber\'s "sw" and mails the confirmation in Kiswahili, its links under /sw', async () => {
    const email = "baraka@example.org";
    const res = await subscribe({ email, source: "news", locale: "sw" });
    expect(res.status).toBe(202);
    expect(await h.services.jobs.runDue()).toBe(1);
    const mail = await newest(email);
    expect(mail.subject).toBe("Tafadhali thibitisha usajili wako wa jarida la Uraia");
    expect(mail.text).toContain("Ili kuthibitisha, fungua kiungo hiki");
    expect(mail.text).toMatch(new RegExp(`${PUBLIC_URL}/sw/newsletter/confirm\\?token=[\\w.-]+`));
    expect(mail.text).toMatch(new RegExp(`Jiondoe: ${PUBLIC_URL}/sw/newsletter/unsubscribe\\?token=[\\w.-]+`));
    // Closed with the address and office hours as the settings say them in Kiswahili (their defaults here).
    expect(mail.text?.trimEnd()).toMatch(
      /\nUraia Civic Trust, Barabara ya Namanga, Kitengela Business Centre, Ghorofa ya 2, P\.O\. Box 1234-00241, Kitengela, Kaunti ya Kajiado, Kenya\nSaa za ofisi: Jumatatu hadi Ijumaa, saa tatu asubuhi hadi saa kumi na moja jioni$/,
    );
    const list = mail.headers.get("list") as Record<string, { url?: string }>;
    expect(list.unsubscribe?.url).toMatch(/^https:\/\/uraia\.test\/sw\/newsletter\/unsubscribe\?token=/);

    const subscribers = (await (await h.call("GET", "/api/subscribers", { token })).json()) as {
      items: Array<{ email: string; locale: string }>;
    };
    expect(subscribers.items).toContainEqual(expect.objectContaining({ email, locale: "sw" }));

    // Without `locale` the API keeps its English contract: English mail, English links.
    await subscribe({ email: "njeri@example.org" });
    await h.services.jobs.runDue();
    const english = await newest("njeri@example.org");
    expect(english.subject).toBe("Please confirm your Uraia newsletter subscription");
    expect(english.text).toContain(`${PUBLIC_URL}/newsletter/confirm?token=`);
    expect(english.text?.trimEnd()).toMatch(/\nOffice hours: Mon-Fri 9:00 AM-5:00 PM EAT$/);
    const rows = (await (await h.call("GET", "/api/subscribers", { token })).json()) as {
      items: Array<{ email: string; locale: string }>;
    };
    expect(rows.items).toContainEqual(expect.objectContaining({ email: "njeri@example.org", locale: "en" }));
  });

  it("answers 400 naming the locale field for a language it does not have", async () => {
    for (const locale of ["fr", "SW", 1]) {
      const res = await subscribe({ email: "juma@example.org", locale });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: LOCALE_FIELD_ERROR, details: { locale: LOCALE_FIELD_ERROR } });
    }
    const message = await h.call("POST", "/api/messages", {
      json: { name: "Juma", email: "juma@example.org", subject: "Hi", message: "Hi", consent: true, locale: "de" },
      headers: from(),
    });
    expect(message.status).toBe(400);
    expect(((await message.json()) as { details: unknown }).details).toEqual({ locale: LOCALE_FIELD_ERROR });
    expect(await h.services.jobs.runDue()).toBe(0);
  });

  it("says the newsletter's email errors in Kiswahili when asked", async () => {
    const res = await subscribe({ email: "juma@", locale: "sw" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: sw.fields.emailInvalid,
      details: { email: sw.fields.emailInvalid },
    });
  });

  it("names every wrong field of a message in Kiswahili, and keeps the language of one it stores", async () => {
    const bad = await h.call("POST", "/api/messages", {
      json: {
        name: "",
        email: "amina@",
        phone: "12",
        subject: "x".repeat(151),
        message: "",
        kind: "zawadi",
        locale: "sw",
      },
      headers: from(),
    });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: string; details: Record<string, string> };
    expect(body.details).toEqual({
      name: "Tafadhali andika jina lako.",
      email: "Tafadhali andika anwani sahihi ya barua pepe, kwa mfano jina@example.com.",
      phone: "Tafadhali andika nambari ya simu tunayoweza kupiga, kwa mfano 0712 345 678 au +44 20 7946 0958.",
      subject: "Mada isizidi herufi 150.",
      message: "Tafadhali andika ujumbe wako.",
      consent: "Tafadhali kubali jinsi tunavyotunza taarifa zako, ili tuweze kukujibu.",
      kind: sw.fields.kind,
    });
    expect(body.error).toContain("Tafadhali andika jina lako.");

    const { form_stamp } = (await (await h.call("GET", "/api/forms/challenge")).json()) as { form_stamp: string };
    h.clock.advance(5000);
    const json = { form_stamp, name: "Wanjiru", email: "wanjiru@example.org", subject: "Mdahalo", message: "Habari" };
    const ok = await h.call("POST", "/api/messages", {
      json: { ...json, consent: true, locale: "sw" },
      headers: from(),
    });
    expect(ok.status).toBe(201);
    const { id } = (await ok.json()) as { id: number };
    const stored = (await (await h.call("GET", `/api/messages/${id}`, { token })).json()) as Message;
    expect(stored.locale).toBe("sw");
  });

  it("answers a form posted without JavaScript on a /sw page in Kiswahili", async () => {
    const post = (path: string, fields: Record<string, string>) => {
      const body = new URLSearchParams(fields);
      return new Request(`${PUBLIC_URL}${path}`, {
        method: "POST",
        body,
        headers: { "content-type": "application/x-www-form-urlencoded", [CLIENT_IP_HEADER]: `198.18.0.${++address}` },
      });
    };
    const refused = await messageFormAction(h.services, post("/sw/apply", { kind: "volunteer" }), {
      allowed: ["volunteer", "internship", "job"],
      fallback: "volunteer",
    });
    expect("init" in refused && refused.init?.status).toBe(400);
    expect("data" in refused && refused.data).toMatchObject({
      ok: false,
      formError: sw.form.fixFields,
      errors: {
        name: sw.fields.name,
        email: sw.fields.emailMissing,
        phone: sw.fields.phoneMissing,
        reference: sw.fields.opening,
        message: sw.fields.message,
        consent: sw.fields.consent,
      },
    });

    const signup = await newsletterAction(h.services, post("/sw/newsletter", { email: "" }));
    expect("data" in signup && signup.data).toEqual({ ok: false, error: sw.fields.emailMissing, email: "" });
    const signedUp = await newsletterAction(h.services, post("/sw/newsletter", { email: "halima@example.org" }));
    expect(signedUp).toEqual({ ok: true, mailOff: false });
    await h.services.jobs.runDue();
    expect((await newest("halima@example.org")).subject).toBe("Tafadhali thibitisha usajili wako wa jarida la Uraia");
  });
});
