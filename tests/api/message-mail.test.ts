import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../support/databases.ts";
import { startSmtp, type TestSmtp } from "../support/smtp.ts";
import { type Harness, startHarness } from "./harness.ts";
import { startMailHarness } from "./mail-links.ts";

const kinds = await databaseKinds();
const PUBLIC_URL = "https://uraia.test";

const linkIn = (mail: ParsedMail, path: string) => {
  const match = new RegExp(`${PUBLIC_URL}${path}\\?token=([\\w.-]+)`).exec(mail.text ?? "");
  if (!match) throw new Error(`no ${path} link in:\n${mail.text}`);
  return match[1]!;
};

describe.each(kinds)("staff notices, newsletter and privacy requests on %s", (kind) => {
  let h: Harness;
  let smtp: TestSmtp;
  let token: string;
  let address = 0;
  const from = () => ({ "x-forwarded-for": `192.0.2.${++address}` });

  async function send(fields: Record<string, unknown>) {
    const { form_stamp } = (await (await h.call("GET", "/api/forms/challenge")).json()) as { form_stamp: string };
    h.clock.advance(4000);
    const res = await h.call("POST", "/api/messages", { json: { form_stamp, ...fields }, headers: from() });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  }
  const subscribe = (email: string, source = "footer") =>
    h.call("POST", "/api/newsletter", { json: { email, source }, headers: from() });
  const mailsTo = (to: string) => smtp.messages.filter((m) => m.to && "text" in m.to && m.to.text.includes(to));

  beforeAll(async () => {
    ({ smtp, h, token } = await startMailHarness(kind, PUBLIC_URL));
  });
  afterAll(async () => {
    await h.close();
    await smtp.stop();
  });

  it("mails staff a notice naming the kind and subject, replying to the visitor", async () => {
    const id = await send({
      name: "Kiprono Sang",
      email: "kiprono@example.org",
      phone: "0711 222 333",
      message: "I coordinate a youth group in Kericho and can mobilise 40 members.",
      consent: true,
      kind: "volunteer",
      reference: "Community Mobiliser",
    });
    expect(await h.services.jobs.runDue()).toBe(1);
    const mail = await smtp.waitForMail((m) => m.subject === "Volunteer application: Community Mobiliser");
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe("inbox@uraia.test");
    expect(mail.replyTo?.value[0]).toMatchObject({ address: "kiprono@example.org", name: "Kiprono Sang" });
    expect(mail.from?.text).toContain("hello@uraia.test");
    expect(mail.text).toContain("Phone: +254 711 222 333");
    expect(mail.text).toContain(`${PUBLIC_URL}/admin/inbox?id=${id}`);
    const summary = await h.call("GET", "/api/messages/summary", { token });
    expect(((await summary.json()) as { notices_to: string | null }).notices_to).toBe("inbox@uraia.test");

    await send({
      name: "Amina",
      email: "amina@example.org",
      subject: "Schools programme",
      message: "Hello",
      consent: true,
      kind: "partnership",
    });
    await h.services.jobs.runDue();
    await smtp.waitForMail((m) => m.subject === "Partnership enquiry: Schools programme");
  });

  it("sends no notice for spam, and holds notices through an SMTP outage", async () => {
    const before = smtp.messages.length;
    await h.call("POST", "/api/messages", {
      json: { name: "Bot", email: "bot@example.org", subject: "Cheap", message: "Buy", consent: true },
      headers: from(),
    });
    expect(await h.services.jobs.runDue()).toBe(0);

    await smtp.stop();
    await send({
      name: "Mwende",
      email: "mwende@example.org",
      subject: "Held notice",
      message: "Hello",
      consent: true,
    });
    expect(await h.services.jobs.runDue()).toBe(1);
    expect(smtp.messages.length).toBe(before);
    await smtp.restart();
    h.clock.advance(120_000);
    expect(await h.services.jobs.runDue()).toBe(1);
    await smtp.waitForMail((m) => m.subject === "Message: Held notice");
    expect(smtp.messages.length).toBe(before + 1);
  });

  it("double opt-in: 202 always, a signed single-use link, a POST to confirm, unsubscribe headers", async () => {
    const email = "wanjiru@example.org";
    expect((await subscribe("not-an-email")).status).toBe(400);
    const first = await subscribe(email, "news");
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ status: "accepted", confirmation: "sent" });
    await h.services.jobs.runDue();
    const mail = await smtp.waitForMail((m) => m.subject === "Please confirm your Uraia newsletter subscription");
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe(email);
    const confirm = linkIn(mail, "/newsletter/confirm");
    const unsubscribe = linkIn(mail, "/newsletter/unsubscribe");
    const list = mail.headers.get("list") as Record<string, { url?: string; name?: string }>;
    expect(list.unsubscribe?.url).toBe(`${PUBLIC_URL}/newsletter/unsubscribe?token=${unsubscribe}`);
    const raw = mail.headerLines.map((l) => l.line).join("\n");
    expect(raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

    // Asking again at once sends nothing more and answers the same.
    expect((await subscribe(email)).status).toBe(202);
    expect(await h.services.jobs.runDue()).toBe(0);

    // Opening the link changes nothing; only the POST confirms, once.
    expect(await h.services.newsletter.checkConfirm(confirm)).toBe("ready");
    const pending = (await (await h.call("GET", "/api/subscribers?status=pending", { token })).json()) as {
      items: Array<{ email: string; source: string }>;
    };
    expect(pending.items).toContainEqual(expect.objectContaining({ email, source: "news" }));
    const tampered = confirm.replace(/\.[\w-]+$/, ".AAAA");
    expect((await h.call("POST", "/api/newsletter/confirm", { json: { token: tampered } })).status).toBe(404);
    const ok = await h.call("POST", "/api/newsletter/confirm", { json: { token: confirm } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: "confirmed" });
    expect(await h.services.newsletter.checkConfirm(confirm)).toBe("already");

    // Known and confirmed: the same 202, and nothing is mailed.
    expect((await subscribe(email)).status).toBe(202);
    expect(await h.services.jobs.runDue()).toBe(0);

    const csv = await h.call("GET", "/api/subscribers.csv", { token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(await csv.text()).toMatch(
      new RegExp(`^email,source,language,consent_at,confirmed_at\\r\\n${email},news,en,`),
    );
    expect((await h.call("GET", "/api/subscribers.csv")).status).toBe(401);
    expect((await h.call("GET", "/api/subscribers")).status).toBe(401);

    const gone = await h.call("POST", "/api/newsletter/unsubscribe", { json: { token: unsubscribe } });
    expect(await gone.json()).toEqual({ status: "unsubscribed" });
    const subscribers = (await (await h.call("GET", "/api/subscribers", { token })).json()) as {
      counts: Record<string, number>;
    };
    expect(subscribers.counts).toMatchObject({ confirmed: 0, unsubscribed: 1 });
    expect(await (await h.call("GET", "/api/subscribers.csv", { token })).text()).toBe(
      "email,source,language,consent_at,confirmed_at\r\n",
    );
  });

  it("lets a confirmation link expire after 7 days and forgets unconfirmed sign-ups after 30", async () => {
    const email = "late@example.org";
    await subscribe(email);
    await h.services.jobs.runDue();
    const mail = await smtp.waitForMail((m) => mailsTo(email).includes(m));
    const confirm = linkIn(mail, "/newsletter/confirm");
    h.clock.advance(7 * 86400_000 + 1000);
    expect((await h.call("POST", "/api/newsletter/confirm", { json: { token: confirm } })).status).toBe(410);
    h.clock.advance(23 * 86400_000);
    expect(await h.services.newsletter.purgeUnconfirmed(h.clock.now())).toBe(1);
    expect((await h.call("POST", "/api/newsletter/confirm", { json: { token: confirm } })).status).toBe(404);
  });

  it("deletes handled and archived messages after the retention period, with their attachments", async () => {
    token = await h.signIn();
    const keep = await send({
      name: "Keep",
      email: "keep@example.org",
      subject: "Open",
      message: "Still open",
      consent: true,
    });
    const handled = await send({
      name: "Old",
      email: "old@example.org",
      subject: "Done",
      message: "Answered",
      consent: true,
    });
    const files = () =>
      h.services.db.db
        .selectFrom("message_attachments")
        .select("message_id")
        .where("message_id", "=", handled)
        .execute();
    await h.services.db.db
      .insertInto("message_attachments")
      .values({
        message_id: handled,
        filename: "cv.pdf",
        mime: "application/pdf",
        size: 5,
        bytes: Buffer.from("%PDF-"),
      })
      .execute();
    const moved = await h.call("PUT", `/api/messages/${handled}`, { token, json: { status: "handled" } });
    expect(moved.status).toBe(200);
    h.clock.advance(364 * 86400_000);
    token = await h.signIn();
    await h.services.jobs.runDue();
    expect((await h.call("GET", `/api/messages/${handled}`, { token })).status).toBe(200);
    h.clock.advance(2 * 86400_000);
    token = await h.signIn();
    await h.services.jobs.runDue();
    expect((await h.call("GET", `/api/messages/${handled}`, { token })).status).toBe(404);
    expect(await files()).toEqual([]);
    expect((await h.call("GET", `/api/messages/${keep}`, { token })).status).toBe(200);
  });

  it("exports everything held about an address as JSON, then erases it in one action", async () => {
    const email = "achieng@example.org";
    token = await h.signIn();
    await send({
      name: "Achieng Odhiambo",
      email: "Achieng@Example.org",
      subject: "Data",
      message: "Hello",
      consent: true,
    });
    await subscribe(email);
    expect((await h.call("GET", `/api/privacy/export?email=${email}`)).status).toBe(401);
    const res = await h.call("GET", `/api/privacy/export?email=${encodeURIComponent(email)}`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="personal-data-${email}.json"`);
    const data = (await res.json()) as {
      messages: Array<{ name: string; consent_at: string }>;
      subscriptions: Array<{ status: string }>;
    };
    expect(data.messages.map((m) => m.name)).toEqual(["Achieng Odhiambo"]);
    expect(data.messages[0]?.consent_at).toBeTruthy();
    expect(data.subscriptions.map((s) => s.status)).toEqual(["pending"]);
    const bad = await h.call("GET", "/api/privacy/export?email=nope", { token });
    expect(bad.status).toBe(400);

    const erased = await h.call("POST", "/api/privacy/erase", { token, json: { email } });
    // The staff notice and the confirmation mail (both name the address) leave the outbox too.
    expect(await erased.json()).toEqual({ messages: 1, subscriptions: 1, mails: 2 });
    const after = (await (await h.call("GET", `/api/privacy/export?email=${email}`, { token })).json()) as typeof data;
    expect(after.messages).toEqual([]);
    expect(after.subscriptions).toEqual([]);
  });
});

describe.each(kinds)("a newsletter sign-up as the very first request on %s", (kind) => {
  it("does not wait on itself for the site secret (SQLite has one connection)", async () => {
    const smtp = await startSmtp();
    const h = await startHarness(kind, { SMTP_URL: smtp.url, PUBLIC_URL });
    try {
      const res = await h.call("POST", "/api/newsletter", { json: { email: "first@example.org" } });
      expect(res.status).toBe(202);
      expect(await h.services.jobs.runDue()).toBe(1);
      await smtp.waitForMail((m) => m.subject === "Please confirm your Uraia newsletter subscription");
    } finally {
      await h.close();
      await smtp.stop();
    }
  }, 15_000);
});
