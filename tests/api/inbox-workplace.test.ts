import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Message, MessageEntry } from "../../shared/message-kinds.ts";
import { databaseKinds } from "../support/databases.ts";
import { solveProof } from "../support/form-proof.ts";
import type { TestSmtp } from "../support/smtp.ts";
import { createItem } from "./collection-client.ts";
import type { Harness } from "./harness.ts";
import { startMailHarness } from "./mail-links.ts";
import { messageClient } from "./message-client.ts";

const kinds = await databaseKinds();
const PUBLIC_URL = "https://uraia.test";
const STAFF_EMAIL = "inbox@uraia.test";
const idOf = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
};
const toText = (mail: ParsedMail) => (mail.to && "text" in mail.to ? mail.to.text : "");

describe.each(kinds)("the inbox as a workplace on %s", (kind) => {
  let h: Harness;
  let smtp: TestSmtp;
  let token = "";
  const { from, staffGet, contact } = messageClient(
    () => h,
    () => token,
  );

  /** What a visitor's browser does: fetch the form's stamp and challenge, wait `ms`, send. */
  async function sendAfter(ms: number, fields: Record<string, unknown>, solve = true) {
    const { form_stamp, challenge } = (await (await h.call("GET", "/api/forms/challenge")).json()) as {
      form_stamp: string;
      challenge: Parameters<typeof solveProof>[0];
    };
    const proof = solve ? await solveProof(challenge) : undefined;
    h.clock.advance(ms);
    return h.call("POST", "/api/messages", { json: { form_stamp, proof, ...fields }, headers: from() });
  }
  const spamOne = async (subject: string) =>
    idOf(await h.call("POST", "/api/messages", { json: { ...contact, subject }, headers: from() }));

  beforeAll(async () => {
    ({ smtp, h, token } = await startMailHarness(kind, PUBLIC_URL));
  });
  afterAll(async () => {
    await h.close();
    await smtp.stop();
  });

  it("keeps a person who sends 1 second after the page loaded: new, with the usual notice", async () => {
    const solved = await staffGet(await idOf(await sendAfter(1000, { ...contact, subject: "Autofilled and quick" })));
    expect(solved).toMatchObject({ status: "new", spam_reason: null });
    // Without JavaScript (no proof at all) speed alone still never makes it spam.
    const plain = await staffGet(await idOf(await sendAfter(1000, { ...contact, subject: "No script" }, false)));
    expect(plain).toMatchObject({ status: "new", spam_reason: null });
    await h.services.jobs.runDue();
    await smtp.waitForMail((m) => m.subject === "Message: Autofilled and quick");
    // Speed together with another signal (a known spam phrase) is spam.
    const robot = await staffGet(
      await idOf(await sendAfter(1000, { ...contact, subject: "Hi", message: "Cheap backlinks here" }, false)),
    );
    expect(robot).toMatchObject({
      status: "spam",
      spam_reason: "Sent within 3 seconds of the form being shown. The text uses known spam phrases (backlinks).",
    });
  });

  it("mails a daily digest of spam to STAFF_EMAIL, each spam message once", async () => {
    await spamOne("Digest one");
    await spamOne("Digest two");
    h.clock.advance(86400_000);
    await h.services.jobs.runDue();
    const digest = await smtp.waitForMail((m) => /^Spam digest: \d+ messages held in Spam$/.test(m.subject ?? ""));
    expect(toText(digest)).toBe(STAFF_EMAIL);
    expect(digest.text).toContain("“Digest one”");
    expect(digest.text).toContain("“Digest two”");
    expect(digest.text).toContain("Why: The form's time stamp was missing.");
    expect(digest.text).toContain(`${PUBLIC_URL}/admin/inbox?id=`);

    const before = smtp.messages.length;
    await spamOne("Digest three");
    await h.services.jobs.runDue(); // not a day yet: no digest
    expect(smtp.messages.length).toBe(before);
    h.clock.advance(86400_000);
    await h.services.jobs.runDue();
    const next = await smtp.waitForMail((m) => m.subject === "Spam digest: 1 message held in Spam");
    expect(next.text).toContain("“Digest three”");
    expect(next.text).not.toContain("Digest one");
    token = await h.signIn(); // two days on: a fresh session
  });

  it("counts spam in the summary; “Not spam” is one call that also sends the usual notice", async () => {
    const id = await spamOne("Rescue me");
    const summary = (await (await h.call("GET", "/api/messages/summary", { token })).json()) as {
      statuses: Record<string, number>;
    };
    expect(summary.statuses.spam).toBeGreaterThanOrEqual(1);
    const res = await h.call("PUT", `/api/messages/${id}`, { token, json: { status: "new" } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Message).status).toBe("new");
    await h.services.jobs.runDue();
    const notice = await smtp.waitForMail((m) => m.subject === "Message: Rescue me");
    expect(toText(notice)).toBe(STAFF_EMAIL);
    expect(notice.messageId).toBe(`<message-${id}@uraia.test>`);
    // Moving it on afterwards sends nothing more.
    const count = smtp.messages.length;
    await h.call("PUT", `/api/messages/${id}`, { token, json: { status: "read" } });
    await h.services.jobs.runDue();
    expect(smtp.messages.length).toBe(count);
  });

  it("sends replies through the outbox, threaded under the notice, and keeps them in the history", async () => {
    const id = await idOf(
      await sendAfter(5000, { ...contact, subject: "Dialogue in Isinya", message: "Can you come?\nThanks" }),
    );
    await h.services.jobs.runDue();
    const notice = await smtp.waitForMail((m) => m.subject === "Message: Dialogue in Isinya");

    const empty = await h.call("POST", `/api/messages/${id}/replies`, { token, json: { body: "  " } });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: "Write the reply first." });
    expect((await h.call("POST", `/api/messages/${id}/replies`, { json: { body: "Hi" } })).status).toBe(401);
    expect((await h.call("POST", "/api/messages/999999/replies", { token, json: { body: "Hi" } })).status).toBe(404);

    const first = await h.call("POST", `/api/messages/${id}/replies`, {
      token,
      json: { body: "Yes, we can come on Friday." },
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ body: "Yes, we can come on Friday.", author: "editor@uraia.test" });
    await h.services.jobs.runDue();
    const mail = await smtp.waitForMail((m) => m.subject === "Re: Dialogue in Isinya");
    expect(toText(mail)).toBe("amina@example.co.ke");
    expect(mail.replyTo?.value[0]?.address).toBe(STAFF_EMAIL);
    expect(mail.inReplyTo).toBe(notice.messageId);
    expect(mail.references).toBe(notice.messageId);
    expect(mail.text).toContain("Yes, we can come on Friday.\n\nAmina Wanjiku wrote:\n> Can you come?\n> Thanks");

    await h.call("POST", `/api/messages/${id}/replies`, { token, json: { body: "Bring 20 chairs." } });
    await h.services.jobs.runDue();
    const second = await smtp.waitForMail((m) => m.text?.startsWith("Bring 20 chairs.") ?? false);
    expect(second.inReplyTo).toBe(mail.messageId);
    expect(second.references).toEqual([notice.messageId, mail.messageId]);

    const history = await h.call("GET", `/api/messages/${id}/replies`, { token });
    const items = ((await history.json()) as { items: MessageEntry[] }).items;
    expect(items.map((r) => r.body)).toEqual(["Yes, we can come on Friday.", "Bring 20 chairs."]);
    expect(items[0]?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("keeps notes on a message, with author and time", async () => {
    const id = await idOf(await sendAfter(5000, { ...contact, subject: "Noted" }));
    expect((await h.call("POST", `/api/messages/${id}/notes`, { token, json: {} })).status).toBe(400);
    expect((await h.call("GET", `/api/messages/${id}/notes`)).status).toBe(401);
    const added = await h.call("POST", `/api/messages/${id}/notes`, { token, json: { body: "Called her: Friday." } });
    expect(added.status).toBe(201);
    const list = (
      (await (await h.call("GET", `/api/messages/${id}/notes`, { token })).json()) as {
        items: MessageEntry[];
      }
    ).items;
    expect(list).toEqual([
      {
        id: expect.any(Number),
        body: "Called her: Friday.",
        author: "editor@uraia.test",
        created_at: h.clock.now().toISOString(),
      },
    ]);
  });

  it("exports an event's registrants as formula-safe CSV", async () => {
    const reference = "Budget hearing forum";
    const register = { kind: "registration", reference, phone: "0722 333 444", county: "Kajiado", consent: true };
    const person = (fields: Record<string, unknown>) => sendAfter(5000, { ...register, ...fields }, false);
    await idOf(await person({ name: '=HYPERLINK("http://x")', email: "a@example.org", people: 2 }));
    await idOf(await person({ name: "Mwende Musyoka", email: "mwende@example.org", people: 1 }));
    await idOf(
      await person({
        kind: "general",
        reference: "Other",
        name: "X",
        email: "x@example.org",
        subject: "s",
        message: "m",
      }),
    );
    expect((await h.call("GET", "/api/messages/export.csv?reference=x")).status).toBe(401);
    const missing = await h.call("GET", "/api/messages/export.csv", { token });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: "Name the opening or event to export (?reference=…)." });

    const res = await h.call("GET", `/api/messages/export.csv?reference=${encodeURIComponent(reference)}`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="budget-hearing-forum-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[0]).toBe("received_eat,kind,status,name,email,phone,county,organisation,people,subject,message");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(
      `"'=HYPERLINK(""http://x"")",a@example.org,'+254722333444,Kajiado,,2,Registration: ${reference}`,
    );
    expect(lines[2]).toContain("Mwende Musyoka,mwende@example.org");
  });

  it("closes registration when an event's places are taken, counted atomically", async () => {
    const title = "Youth assembly with places";
    const event = await createItem(h, token, "events", {
      kind: "dialogue",
      title,
      starts_at: "2026-03-10T14:00",
      registration_open: true,
      capacity: 5,
    });
    expect(event.capacity).toBe(5);
    const bad = await h.call("PUT", `/api/events/${event.id}`, { token, json: { ...event, capacity: 0 } });
    expect(bad.status).toBe(400);

    const register = (people: number, ms = 5000) =>
      sendAfter(
        ms,
        {
          kind: "registration",
          reference: title,
          name: "Achieng",
          email: "achieng@example.org",
          phone: "0711 000 111",
          county: "Nairobi",
          people,
          consent: true,
        },
        false,
      );
    expect((await register(3)).status).toBe(201);
    const tooMany = await register(3);
    expect(tooMany.status).toBe(409);
    expect(await tooMany.json()).toEqual({
      error: `Only 2 places are left for “${title}”. Please register at most 2 people.`,
      details: { people: `Only 2 places are left for “${title}”. Please register at most 2 people.` },
    });
    // A refused form keeps its stamp good: corrected, the same form goes through, and is not spam.
    const { form_stamp } = (await (await h.call("GET", "/api/forms/challenge")).json()) as { form_stamp: string };
    h.clock.advance(5000);
    const same = (people: number) =>
      h.call("POST", "/api/messages", {
        json: {
          form_stamp,
          kind: "registration",
          reference: title,
          name: "Wafula",
          email: "wafula@example.org",
          phone: "0711 000 333",
          county: "Bungoma",
          people,
          consent: true,
        },
        headers: from(),
      });
    expect((await same(3)).status).toBe(409);
    expect((await staffGet(await idOf(await same(1)))).status).toBe("new");
    // A burst for the last place, each from its own page: exactly one single registration gets in.
    const stamps: string[] = [];
    for (let i = 0; i < 6; i++) {
      stamps.push(((await (await h.call("GET", "/api/forms/challenge")).json()) as { form_stamp: string }).form_stamp);
      h.clock.advance(1);
    }
    h.clock.advance(5000);
    const burst = await Promise.all(
      stamps.map((form_stamp) =>
        h.call("POST", "/api/messages", {
          json: {
            form_stamp,
            kind: "registration",
            reference: title,
            name: "Njeri",
            email: "njeri@example.org",
            phone: "0711 000 222",
            county: "Nairobi",
            people: 1,
            consent: true,
          },
          headers: from(),
        }),
      ),
    );
    expect(burst.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const full = await register(1);
    expect(full.status).toBe(409);
    expect(await full.json()).toEqual({ error: `Registration for “${title}” is closed: every place has been taken.` });
    const stored = await h.services.db.db
      .selectFrom("messages")
      .select((eb) => eb.fn.sum<number>("people").as("n"))
      .where("reference", "=", title)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(5);
    expect(await h.services.db.db.selectFrom("event_places").select("taken").execute()).toEqual([{ taken: 5 }]);
  });
});
