import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntry } from "../../shared/staff.ts";
import { arfMail, dsnMail } from "../support/bounce-mail.ts";
import { databaseKinds } from "../support/databases.ts";
import { startSmtp, type TestSmtp } from "../support/smtp.ts";
import { type Harness, startHarness } from "./harness.ts";
import { addStaff } from "./staff-support.ts";

const kinds = await databaseKinds();
const PAST = "2025-06-01T09:00:00.000Z";
const CSV = [
  "email,language,consented_at,name",
  "amina@example.org,sw,2025-01-10,Amina Wanjiru",
  "baraka@example.org,SW,2025-01-10T08:00:00Z,",
  "carol@example.org,en,2025-02-01,Carol",
  "dan@example.org,en,2025-02-01,",
  "gone@example.org,en,2025-02-01,",
  "eve@example.org,en,,",
  "frank@example.org,fr,2025-02-01,",
  "CAROL@example.org,en,2025-02-01,",
  "not-an-email,en,2025-02-01,",
  "",
].join("\n");

type Issue = Record<string, unknown> & { id: number; status: string };

/** Sending the newsletter (docs/product.md, "Sending the newsletter"), through a real SMTP server. */
/** The newsletter's last four audit entries of the test below, as the log reads them. */
const SENTENCE_ENDINGS = [
  "deleted the newsletter issue 'Habari za Uraia, Juni'",
  "stopped the sending of the newsletter issue 'Habari za Uraia, Juni'",
  "set the newsletter issue 'Habari za Uraia, Juni' to be sent",
  "edited the newsletter issue 'Habari za Uraia, Juni'",
];

describe.each(kinds)("sending the newsletter on %s", (kind) => {
  let h: Harness;
  let smtp: TestSmtp;
  let token: string;
  const news: number[] = [];

  const json = async <T = Record<string, unknown>>(res: Response, status: number): Promise<T> => {
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as T;
  };
  const to = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : "");
  const mailsTo = (address: string, subject?: string) =>
    smtp.messages.filter((m) => to(m) === address && (subject === undefined || m.subject === subject));
  const envelopeOf = (mail: ParsedMail) => smtp.envelopes[smtp.messages.indexOf(mail)]!;
  const header = (mail: ParsedMail, name: string) => mail.headerLines.find((l) => l.key === name)?.line;
  const subscriber = (email: string) =>
    h.services.db.db.selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
  const newIssue = async (body: Record<string, unknown>) =>
    (await json<Issue>(await h.call("POST", "/api/newsletter/issues", { token, json: body }), 201)).id;
  const send = async (id: number, body: Record<string, unknown> = {}) =>
    json<Issue>(await h.call("POST", `/api/newsletter/issues/${id}/send`, { token, json: body }), 202);
  const status = async (id: number) => json<Issue>(await h.call("GET", `/api/newsletter/issues/${id}`, { token }), 200);
  /** Runs the sending task until the issue is sent, a minute of the fake clock apart (the rate). */
  const sendAll = async (id: number) => {
    for (let i = 0; i < 10 && (await status(id)).status !== "sent"; i++) {
      await h.services.newsletterIssues.run(h.clock.now());
      h.clock.advance(61_000);
    }
    token = await h.signIn();
  };

  beforeAll(async () => {
    smtp = await startSmtp({ refuse: { "gone@example.org": "550 5.1.1 No such user here" } });
    h = await startHarness(kind, {
      SMTP_URL: smtp.url,
      MAIL_FROM: "Uraia <news@uraia.test>",
      PUBLIC_URL: "https://uraia.test",
      NEWSLETTER_PER_MINUTE: "2",
      NEWSLETTER_BOUNCE_DOMAIN: "bounces.uraia.test",
    });
    token = await h.signIn();
    for (const [title, excerpt, image_url] of [
      ["County budget hearing in Kajiado", "Residents met the assembly", "https://cdn.uraia.test/hearing.jpg"],
      ["Youth forum in Lodwar", "Notes from the forum", null],
    ]) {
      const body = { title, excerpt, image_url, content: "<p>…</p>", published_at: PAST };
      const item = await json<{ id: number }>(await h.call("POST", "/api/news", { token, json: body }), 201);
      news.push(item.id);
    }
    await json(
      await h.call("PUT", `/api/news/${news[0]}/translations/sw`, {
        token,
        json: { title: "Kikao cha bajeti ya kaunti Kajiado", excerpt: "Wakazi walikutana na bunge la kaunti" },
      }),
      200,
    );
  });
  afterAll(async () => {
    await h.close();
    await smtp.stop();
  });

  it("imports subscribers from CSV: confirmed with their consent date, duplicates skipped, bad rows by line", async () => {
    const res = await h.call("POST", "/api/subscribers/import", {
      token,
      headers: { "content-type": "text/csv" },
      body: CSV,
    });
    expect(await json(res, 200)).toEqual({
      added: 5,
      skipped: 1,
      errors: [
        { line: 7, error: "consented_at is empty: only people whose consent is on record can be added" },
        { line: 8, error: 'language must be en or sw (got "fr")' },
        { line: 10, error: '"not-an-email" is not an email address' },
      ],
    });
    expect(await subscriber("amina@example.org")).toMatchObject({
      status: "confirmed",
      locale: "sw",
      name: "Amina Wanjiru",
      source: "import",
    });
    // A second import of the same file adds nobody.
    const again = await h.call("POST", "/api/subscribers/import", {
      token,
      headers: { "content-type": "text/csv" },
      body: CSV,
    });
    expect(await json(again, 200)).toMatchObject({ added: 0, skipped: 6 });
    const wrong = await h.call("POST", "/api/subscribers/import", {
      token,
      headers: { "content-type": "text/csv" },
      body: "mail,lang\nx,y\n",
    });
    expect(await json(wrong, 400)).toMatchObject({
      error:
        "The file's first line must name the columns email, language and consented_at (missing: email, language, consented_at).",
    });
    expect(
      (await h.call("POST", "/api/subscribers/import", { headers: { "content-type": "text/csv" }, body: CSV })).status,
    ).toBe(401);
    // A pending sign-up is never mailed an issue.
    await json(await h.call("POST", "/api/newsletter", { json: { email: "pending@example.org" } }), 202);
  });

  it("composes a draft in its language, refuses unknown news, and sends a test copy", async () => {
    const bad = await h.call("POST", "/api/newsletter/issues", {
      token,
      json: { subject: "x", locale: "en", news_ids: [9999] },
    });
    expect(await json(bad, 400)).toMatchObject({
      error: "news_ids: news item 9999 does not exist or is not published",
    });
    const noSubject = await h.call("POST", "/api/newsletter/issues", { token, json: { subject: " ", locale: "fr" } });
    expect((await json<{ error: string }>(noSubject, 400)).error).toContain("subject is required");

    const id = await newIssue({
      subject: "Uraia news, January",
      locale: "en",
      intro: "Habari! Here is our month.",
      news_ids: news,
    });
    expect(await status(id)).toMatchObject({
      status: "draft",
      total: 0,
      sent: 0,
      failed: 0,
      bounced: 0,
      unsubscribed: 0,
    });
    const preview = await json<{ html: string; text: string }>(
      await h.call("GET", `/api/newsletter/issues/${id}/preview`, { token }),
      200,
    );
    expect(preview.text).toContain(
      "County budget hearing in Kajiado\nResidents met the assembly\nRead more: https://uraia.test/news/county-budget-hearing-in-kajiado",
    );
    expect(preview.html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    expect(preview.html).not.toMatch(/<img[^>]*width="1"|track|utm_/i);

    await json(
      await h.call("POST", `/api/newsletter/issues/${id}/test`, { token, json: { email: "editor@uraia.test" } }),
      202,
    );
    await h.services.jobs.runDue();
    const test = await smtp.waitForMail((m) => m.subject === "[TEST] Uraia news, January");
    expect(to(test)).toBe("editor@uraia.test");
    expect(await status(id)).toMatchObject({ status: "draft", total: 0 });
  });

  it("sends each subscriber their language's issue once, at the rate, with the headers; a 5xx suppresses", async () => {
    // The office hours in both languages; the street changed in English only (Kiswahili falls back to it).
    const setting = async (key: string, value: string, locale = "") =>
      json(
        await h.call("PUT", `/api/settings/${key}${locale && `?locale=${locale}`}`, { token, json: { value } }),
        200,
      );
    await setting("office_hours", "Mon-Fri 8:00 AM-4:00 PM EAT");
    await setting("office_hours", "Jumatatu-Ijumaa saa 2:00 asubuhi-10:00 jioni", "sw");
    await setting("address_street", "Kitengela Mall, 3rd Floor");
    const en = await newIssue({ subject: "Uraia news, February", locale: "en", intro: "Habari!", news_ids: news });
    const sw = await newIssue({ subject: "Habari za Uraia, Februari", locale: "sw", intro: "Habari!", news_ids: news });
    expect(await send(en)).toMatchObject({ status: "sending", total: 3, queued: 3 });
    expect((await h.call("POST", `/api/newsletter/issues/${en}/send`, { token, json: {} })).status).toBe(409);
    await h.services.newsletterIssues.run(h.clock.now());
    // NEWSLETTER_PER_MINUTE=2: two this minute, however often the task runs.
    await h.services.newsletterIssues.run(h.clock.now());
    expect(await status(en)).toMatchObject({ status: "sending", total: 3, queued: 1 });
    await sendAll(en);
    await send(sw);
    await sendAll(sw);

    expect(await status(en)).toMatchObject({ status: "sent", total: 3, sent: 2, bounced: 1, failed: 0, queued: 0 });
    expect(await status(sw)).toMatchObject({ status: "sent", total: 2, sent: 2, bounced: 0 });
    for (const address of ["carol@example.org", "dan@example.org"]) {
      expect(mailsTo(address, "Uraia news, February")).toHaveLength(1);
      expect(mailsTo(address, "Habari za Uraia, Februari")).toHaveLength(0);
    }
    for (const address of ["amina@example.org", "baraka@example.org"]) {
      expect(mailsTo(address, "Habari za Uraia, Februari")).toHaveLength(1);
      expect(mailsTo(address, "Uraia news, February")).toHaveLength(0);
    }
    expect(mailsTo("gone@example.org")).toHaveLength(0);
    expect(mailsTo("pending@example.org").filter((m) => m.subject?.startsWith("Uraia news,"))).toHaveLength(0);

    const [amina] = mailsTo("amina@example.org", "Habari za Uraia, Februari");
    expect(amina!.text).toContain(
      "Kikao cha bajeti ya kaunti Kajiado\nWakazi walikutana na bunge la kaunti\nSoma zaidi: https://uraia.test/sw/news/",
    );
    expect(amina!.text).toContain("Youth forum in Lodwar");
    const footer = [
      "Uraia Civic Trust, Kitengela Mall, 3rd Floor, P.O. Box 1234-00241, Kitengela, Kaunti ya Kajiado, Kenya",
      "Saa za ofisi: Jumatatu-Ijumaa saa 2:00 asubuhi-10:00 jioni",
    ];
    expect(amina!.text?.trimEnd().endsWith(footer.join("\n"))).toBe(true);
    for (const line of footer) expect(amina!.html).toContain(`<p style="margin:0;">${line}</p>`);
    const [carol] = mailsTo("carol@example.org", "Uraia news, February");
    expect(carol!.text).toContain(
      "Uraia Civic Trust, Kitengela Mall, 3rd Floor, P.O. Box 1234-00241, Kitengela, Kajiado County, Kenya\nOffice hours: Mon-Fri 8:00 AM-4:00 PM EAT",
    );
    const { id: aminaId } = await subscriber("amina@example.org");
    expect(amina!.text).toContain(`Jiondoe: https://uraia.test/sw/newsletter/unsubscribe?token=${aminaId}.`);
    expect(header(amina!, "list-unsubscribe")).toMatch(
      new RegExp(`^List-Unsubscribe:\\s+<https://uraia\\.test/api/newsletter/one-click\\?token=${aminaId}\\.[\\w-]+>$`),
    );
    expect(header(amina!, "list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(header(amina!, "precedence")).toBe("Precedence: bulk");
    expect(envelopeOf(amina!).from).toMatch(
      new RegExp(`^bounce\\+${aminaId}\\.${sw}\\.[0-9a-f]{20}@bounces\\.uraia\\.test$`),
    );
    // With images off, the picture's place still says what it is.
    expect(amina!.html).toContain('src="https://cdn.uraia.test/hearing.jpg" alt="Kikao cha bajeti ya kaunti Kajiado"');

    expect(await subscriber("gone@example.org")).toMatchObject({
      status: "confirmed",
      suppressed_reason: "hard: 550 5.1.1 No such user here",
    });
    const listed = await json<{ items: Array<Record<string, unknown>> }>(
      await h.call("GET", "/api/subscribers", { token }),
      200,
    );
    expect(listed.items.find((s) => s.email === "gone@example.org")).toMatchObject({
      suppressed_reason: "hard: 550 5.1.1 No such user here",
    });
  });

  it("unsubscribes at once on the one-click POST, even from another site, and sends nothing more there", async () => {
    const [mail] = mailsTo("baraka@example.org", "Habari za Uraia, Februari");
    const url = /<(https:\/\/[^>]+)>/.exec(header(mail!, "list-unsubscribe")!)![1]!;
    const path = url.replace("https://uraia.test", "");
    const opened = await h.call("GET", path);
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toMatch(/^\/sw\/newsletter\/unsubscribe\?token=/);
    expect((await subscriber("baraka@example.org")).status).toBe("confirmed");
    const res = await h.call("POST", path, {
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://mail.example.com",
        "sec-fetch-site": "cross-site",
      },
      body: "List-Unsubscribe=One-Click",
    });
    expect(await json(res, 200)).toEqual({ status: "unsubscribed" });
    expect((await subscriber("baraka@example.org")).status).toBe("unsubscribed");
    const forged = await h.call("POST", path.replace(/\.[\w-]+$/, ".forged"), {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(await json(forged, 404)).toEqual({ error: "This unsubscribe link is not valid." });
  });

  it("suppresses on a hard-bounce DSN, on soft bounces in three of the last five issues, and on an ARF complaint", async () => {
    const returnPath = (address: string) => envelopeOf(mailsTo(address, "Uraia news, February")[0]!).from;
    const carolPath = returnPath("carol@example.org");
    const danPath = returnPath("dan@example.org");
    const intake = h.services.newsletterIssues;

    const forged = carolPath.replace(/[0-9a-f]{20}@/, "0123456789abcdef0123@");
    expect(
      await intake.receiveBounce(
        dsnMail({
          returnPath: forged,
          recipient: "carol@example.org",
          status: "5.1.1",
          diagnostic: "550 5.1.1 User unknown",
        }),
      ),
    ).toEqual({
      result: "ignored",
      reason: "names no newsletter recipient (no valid bounce token)",
    });
    expect((await subscriber("carol@example.org")).suppressed_at).toBeNull();
    await intake.receiveBounce(
      dsnMail({
        returnPath: carolPath,
        recipient: "carol@example.org",
        status: "5.1.1",
        diagnostic: "550 5.1.1 User unknown",
      }),
    );
    expect((await subscriber("carol@example.org")).suppressed_reason).toBe("hard: 5.1.1 550 5.1.1 User unknown");

    // Dan's box is full three issues running: the first two leave him subscribed.
    const soft = (path: string) =>
      dsnMail({
        returnPath: path,
        recipient: "dan@example.org",
        status: "4.2.2",
        diagnostic: "452 4.2.2 Mailbox full",
      });
    expect(await intake.receiveBounce(soft(danPath))).toMatchObject({
      result: "recorded",
      kind: "soft",
      suppressed: false,
    });
    expect(await intake.receiveBounce(soft(danPath))).toMatchObject({ suppressed: false }); // the same issue again counts once
    for (const subject of ["Uraia news, March", "Uraia news, April"]) {
      const id = await newIssue({ subject, locale: "en", news_ids: [] });
      await send(id);
      await sendAll(id);
      expect(mailsTo("carol@example.org", subject)).toHaveLength(0);
      const path = envelopeOf(mailsTo("dan@example.org", subject)[0]!).from;
      const outcome = await intake.receiveBounce(soft(path));
      expect(outcome).toMatchObject({ kind: "soft", suppressed: subject === "Uraia news, April" });
    }
    expect((await subscriber("dan@example.org")).suppressed_reason).toBe(
      "soft: 3 soft bounces in the last 5 issues (last: 4.2.2 452 4.2.2 Mailbox full)",
    );

    const [amina] = mailsTo("amina@example.org", "Habari za Uraia, Februari");
    const complaint = arfMail({ messageId: amina!.messageId!, recipient: "amina@example.org" });
    expect(await intake.receiveBounce(complaint)).toMatchObject({
      result: "recorded",
      kind: "complaint",
      suppressed: true,
    });
    expect((await subscriber("amina@example.org")).suppressed_reason).toBe("complaint: abuse (ExampleFBL/1.0)");

    // Nobody is left to mail in either language.
    const last = await newIssue({ subject: "Uraia news, May", locale: "en", news_ids: [] });
    expect(await send(last)).toMatchObject({ total: 0 });
    const lastSw = await newIssue({ subject: "Habari za Uraia, Mei", locale: "sw", news_ids: [] });
    expect(await send(lastSw)).toMatchObject({ total: 0 });
  });

  it("keeps sent issues in a public archive of their language, without anyone's unsubscribe link", async () => {
    await h.services.newsletterIssues.run(h.clock.now()); // May's issues had no one left to send to: now sent
    const sw = await json<{ items: Array<{ slug: string; subject: string; sent_at: string }> }>(
      await h.call("GET", "/api/newsletter/archive?locale=sw"),
      200,
    );
    expect(sw.items.map((i) => i.subject)).toEqual(["Habari za Uraia, Mei", "Habari za Uraia, Februari"]);
    const en = await json<{ items: Array<{ subject: string }> }>(await h.call("GET", "/api/newsletter/archive"), 200);
    expect(en.items.map((i) => i.subject)).toEqual([
      "Uraia news, May",
      "Uraia news, April",
      "Uraia news, March",
      "Uraia news, February",
    ]);
    const page = await json<{ subject: string; locale: string; paragraphs: string[][] }>(
      await h.call("GET", `/api/newsletter/archive/${sw.items[1]!.slug}`),
      200,
    );
    expect(page).toMatchObject({ subject: "Habari za Uraia, Februari", locale: "sw" });
    expect(page.paragraphs[0]).toEqual(["Habari!"]);
    expect(page.paragraphs[1]).toEqual([
      "Kikao cha bajeti ya kaunti Kajiado",
      "Wakazi walikutana na bunge la kaunti",
      expect.stringMatching(/^Soma zaidi: https:\/\/uraia\.test\/sw\/news\//),
    ]);
    expect(JSON.stringify(page)).not.toMatch(/unsubscribe|Jiondoe|\{\{/);
    // A draft is not in the archive.
    const draft = await newIssue({ subject: "Not yet", locale: "en", news_ids: [] });
    const { slug } = await status(draft);
    expect(await json(await h.call("GET", `/api/newsletter/archive/${slug}`), 404)).toEqual({
      error: "No such newsletter issue in the archive",
    });
  });

  it("edits and throws away drafts, cancels a schedule, and refuses all three once an issue is under way", async () => {
    const patch = (id: number, body: unknown, as = token) =>
      h.call("PATCH", `/api/newsletter/issues/${id}`, { token: as, json: body });
    const id = await newIssue({ subject: "Uraia news, June", locale: "en", intro: "Draft", news_ids: news });
    const edited = await json<Issue>(
      await patch(id, { subject: "Uraia news, June (final)", intro: "Habari!", news_ids: [news[1]], locale: "sw" }),
      200,
    );
    expect(edited).toMatchObject({
      id,
      status: "draft",
      subject: "Uraia news, June (final)",
      slug: `uraia-news-june-final-${id}`,
      intro: "Habari!",
      body: "",
      news_ids: [news[1]],
      locale: "sw",
    });
    expect(await json(await patch(id, { body: "Karibu." }), 200)).toMatchObject({ body: "Karibu.", intro: "Habari!" });
    // Bad values are named, and nothing is changed.
    expect(await json(await patch(id, { subject: " ", locale: "fr", news_ids: "1" }), 400)).toMatchObject({
      details: {
        subject: "subject is required",
        locale: "locale must be en or sw",
        news_ids: "news_ids must be a list of news ids",
      },
    });
    expect(await json(await patch(id, { news_ids: [9999] }), 400)).toEqual({
      error: "news_ids: news item 9999 does not exist or is not published",
      details: { news_ids: "news item 9999 does not exist or is not published" },
    });
    expect(await json(await patch(id, {}), 400)).toMatchObject({
      error: "Send at least one of subject, intro, body, news_ids or locale to change.",
    });
    expect(await status(id)).toMatchObject({ subject: "Uraia news, June (final)", locale: "sw", body: "Karibu." });
    expect((await patch(9999, { subject: "x" })).status).toBe(404);

    // Same roles as composing: an Author may not; an Editor may.
    const author = await addStaff(h, "author");
    const editor = await addStaff(h, "editor");
    expect((await patch(id, { subject: "No" }, author.token)).status).toBe(403);
    expect((await h.call("DELETE", `/api/newsletter/issues/${id}`, { token: author.token })).status).toBe(403);
    expect((await h.call("POST", `/api/newsletter/issues/${id}/cancel`, { token: author.token })).status).toBe(403);
    expect((await patch(id, { subject: "Habari za Uraia, Juni" }, editor.token)).status).toBe(200);

    // Scheduled: no longer editable nor deletable until cancelled; cancelling makes it a draft that never goes out.
    const at = new Date(h.clock.now().getTime() + 5 * 60_000).toISOString();
    expect(await send(id, { at })).toMatchObject({ status: "scheduled", total: 0 });
    expect(await json(await patch(id, { subject: "Late" }), 409)).toMatchObject({
      error: "This issue is scheduled: cancel the schedule first, then it is a draft again.",
    });
    expect((await h.call("DELETE", `/api/newsletter/issues/${id}`, { token })).status).toBe(409);
    const cancelled = await h.call("POST", `/api/newsletter/issues/${id}/cancel`, { token: editor.token });
    expect(await json(cancelled, 200)).toMatchObject({ id, status: "draft", send_at: null, total: 0 });
    expect(await json(await h.call("POST", `/api/newsletter/issues/${id}/cancel`, { token }), 409)).toMatchObject({
      error: "This issue is not scheduled: there is nothing to cancel.",
    });
    h.clock.advance(6 * 60_000);
    await h.services.newsletterIssues.run(h.clock.now());
    expect(await status(id)).toMatchObject({ status: "draft", total: 0 });

    // Sending or sent: edits, deletion and cancelling are refused, and the issue and its deliveries stay.
    const { items } = await json<{ items: Issue[] }>(await h.call("GET", "/api/newsletter/issues", { token }), 200);
    const sent = items.find((i) => i.subject === "Uraia news, February")!;
    expect(sent).toMatchObject({ status: "sent", total: 3 });
    expect(await json(await patch(sent.id, { subject: "Changed" }), 409)).toMatchObject({
      error: "This issue has already been sent (or is being sent): it can no longer be changed.",
    });
    expect((await h.call("DELETE", `/api/newsletter/issues/${sent.id}`, { token })).status).toBe(409);
    expect(await json(await h.call("POST", `/api/newsletter/issues/${sent.id}/cancel`, { token }), 409)).toMatchObject({
      error: "This issue has already started sending: it can no longer be cancelled.",
    });
    expect(await status(sent.id)).toMatchObject({ status: "sent", subject: "Uraia news, February", total: 3 });

    // A draft is thrown away; then it is gone.
    const deleted = await h.call("DELETE", `/api/newsletter/issues/${id}`, { token: editor.token });
    expect(deleted.status).toBe(204);
    expect((await h.call("GET", `/api/newsletter/issues/${id}`, { token })).status).toBe(404);
    expect((await h.call("DELETE", `/api/newsletter/issues/${id}`, { token })).status).toBe(404);

    // Each write is in the audit log, the deleted draft under its subject.
    const audit = await json<{ items: AuditEntry[] }>(
      await h.call("GET", "/api/audit?entity=newsletter&limit=5", { token }),
      200,
    );
    expect(audit.items.slice(0, 4).map((e) => [e.action, e.entity_id, e.actor_email])).toEqual([
      ["newsletter.issues.delete", String(id), editor.email],
      ["newsletter.issues.cancel", String(id), editor.email],
      ["newsletter.issues.send", String(id), expect.any(String)],
      ["newsletter.issues.update", String(id), editor.email],
    ]);
    expect(audit.items[0]!.label).toBe("Habari za Uraia, Juni");
    // Read as sentences, the issue named by its subject, never as the action's code.
    const sentences = audit.items.slice(0, 4).map((e) => e.sentence);
    for (const [sentence, ending] of sentences.map((s, i) => [s, SENTENCE_ENDINGS[i]] as const))
      expect(sentence.endsWith(` ${ending}`), sentence).toBe(true);
    expect(audit.items[3]!.fields).toEqual(["subject"]);
  });
});
