import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIELD_MESSAGES } from "../../shared/message-rules.ts";
import { databaseKinds } from "../support/databases.ts";
import { cvPdf, solveProof } from "../support/form-proof.ts";
import { type Harness, startHarness } from "./harness.ts";
import { messageClient } from "./message-client.ts";

const kinds = await databaseKinds();

describe.each(kinds)("messages API on %s", (kind) => {
  let h: Harness;
  let token: string;
  const { from, formTokens, send, staffGet, contact } = messageClient(
    () => h,
    () => token,
  );

  beforeAll(async () => {
    h = await startHarness(kind, { TRUST_PROXY: "true" });
    token = await h.signIn();
  });
  afterAll(() => h.close());

  it("stores a contact message with its consent time and answers 201 { id }", async () => {
    const res = await send({ ...contact, phone: "0712 345 678" });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const message = await staffGet(id);
    expect(message).toMatchObject({
      id,
      kind: "general",
      status: "new",
      name: "Amina Wanjiku",
      email: "amina@example.co.ke",
      phone: "+254712345678",
      subject: contact.subject,
      message: contact.message,
      reference: null,
      spam_reason: null,
      attachment: null,
      consent_at: h.clock.now().toISOString(),
    });
  });

  it("stores international numbers as E.164", async () => {
    const res = await send({ ...contact, phone: "+44 20 7946 0958" });
    const { id } = (await res.json()) as { id: number };
    expect((await staffGet(id)).phone).toBe("+442079460958");
  });

  it("answers 400 naming every bad field", async () => {
    const res = await send({
      name: "",
      email: "amina@",
      phone: "12",
      subject: "x".repeat(151),
      message: "",
      kind: "gift",
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; details: Record<string, string> };
    expect(body.details).toEqual({
      name: FIELD_MESSAGES.name,
      email: FIELD_MESSAGES.emailInvalid,
      phone: FIELD_MESSAGES.phoneInvalid,
      subject: FIELD_MESSAGES.subjectLong,
      message: FIELD_MESSAGES.message,
      consent: FIELD_MESSAGES.consent,
      kind: FIELD_MESSAGES.kind,
    });
    expect(body.error).toContain(FIELD_MESSAGES.name);
    const long = await send({ ...contact, message: "a".repeat(5001), name: "n".repeat(101) });
    expect(((await long.json()) as { details: Record<string, string> }).details).toEqual({
      name: FIELD_MESSAGES.nameLong,
      message: FIELD_MESSAGES.messageLong,
    });
  });

  it("asks applications and registrations for what they need", async () => {
    const apply = await send({
      name: "Otieno",
      email: "otieno@example.org",
      message: "Keen",
      consent: true,
      kind: "volunteer",
    });
    expect(((await apply.json()) as { details: Record<string, string> }).details).toEqual({
      phone: FIELD_MESSAGES.phoneMissing,
      reference: FIELD_MESSAGES.opening,
    });
    const register = await send({
      name: "Otieno",
      email: "otieno@example.org",
      phone: "0722000111",
      consent: true,
      kind: "registration",
    });
    expect(((await register.json()) as { details: Record<string, string> }).details).toEqual({
      reference: FIELD_MESSAGES.event,
      county: FIELD_MESSAGES.county,
      people: FIELD_MESSAGES.people,
    });
    const ok = await send({
      name: "Otieno Ouma",
      email: "otieno@example.org",
      phone: "0722 000 111",
      consent: "on",
      kind: "registration",
      reference: "Budget hearing preparation forum",
      county: "Kajiado",
      organisation: "Isinya Youth Group",
      people: "12",
    });
    expect(ok.status).toBe(201);
    const stored = await staffGet(((await ok.json()) as { id: number }).id);
    expect(stored).toMatchObject({
      kind: "registration",
      subject: "Registration: Budget hearing preparation forum",
      message: "",
      county: "Kajiado",
      organisation: "Isinya Youth Group",
      people: 12,
      phone: "+254722000111",
    });
  });

  it("accepts multipart with a PDF CV, private to staff", async () => {
    const { form_stamp } = await formTokens();
    const pdf = await cvPdf();
    const form = new FormData();
    for (const [k, v] of Object.entries({
      name: "Wanjiru Kamau",
      email: "wanjiru@example.org",
      phone: "+254 733 111 222",
      message: "I have run youth forums in Machakos for three years.",
      consent: "on",
      kind: "internship",
      reference: "Research & Policy Intern",
      form_stamp,
    }))
      form.set(k, v);
    form.set("attachment", new File([pdf as Uint8Array<ArrayBuffer>], "Wanjiru CV.pdf", { type: "application/pdf" }));
    const res = await h.call("POST", "/api/messages", { body: form, headers: from() });
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const message = await staffGet(id);
    expect(message.subject).toBe("Internship application: Research & Policy Intern");
    expect(message.attachment).toEqual({
      filename: "Wanjiru CV.pdf",
      size: pdf.length,
      url: `/api/messages/${id}/attachment`,
    });

    expect((await h.call("GET", `/api/messages/${id}/attachment`)).status).toBe(401);
    const file = await h.call("GET", `/api/messages/${id}/attachment`, { token });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toContain('attachment; filename="Wanjiru CV.pdf"');
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array(pdf));
    // Nothing was written where public files live.
    const uploads = await h.services.db.db.selectFrom("uploads").select("id").execute();
    expect(uploads).toEqual([]);
  });

  it("judges the attachment by its bytes: 415 for a non-PDF, 413 over 5 MB", async () => {
    const { form_stamp } = await formTokens();
    const base = { ...contact, form_stamp };
    const build = (bytes: Uint8Array, name: string) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(base)) form.set(k, String(v));
      form.set("attachment", new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "application/pdf" }));
      return form;
    };
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
    const refused = await h.call("POST", "/api/messages", { body: build(png, "cv.pdf"), headers: from() });
    expect(refused.status).toBe(415);
    expect(await refused.json()).toEqual({
      error: FIELD_MESSAGES.attachmentType,
      details: { attachment: FIELD_MESSAGES.attachmentType },
    });

    const pdf = await cvPdf();
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(pdf);
    // Bodies the server stops reading are sent as bytes: an in-process FormData stream that the
    // server cancels half-way would fail on the sender's side after the test has its answer.
    const asBytes = async (form: FormData) => {
      const encoded = new Response(form);
      const type = encoded.headers.get("content-type") ?? "";
      return { body: await encoded.arrayBuffer(), headers: { ...from(), "content-type": type } };
    };
    const tooBig = await h.call("POST", "/api/messages", await asBytes(build(big, "cv.pdf")));
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { error: string }).error).toBe(FIELD_MESSAGES.attachmentSize);

    const exact = new Uint8Array(5 * 1024 * 1024);
    exact.set(pdf);
    const fits = await h.call("POST", "/api/messages", { body: build(exact, "cv.pdf"), headers: from() });
    expect(fits.status).toBe(201);

    const huge = await h.call(
      "POST",
      "/api/messages",
      await asBytes(build(new Uint8Array(11 * 1024 * 1024), "cv.pdf")),
    );
    expect(huge.status).toBe(413);
    expect(
      (await h.call("POST", "/api/messages", { body: "hello", headers: { ...from(), "content-type": "text/plain" } }))
        .status,
    ).toBe(415);
  });

  it("drops a filled honeypot with a normal-looking answer", async () => {
    const before = await h.services.db.db.selectFrom("messages").select("id").execute();
    const res = await send({ ...contact, website: "http://spam.example" });
    expect(res.status).toBe(201);
    expect(typeof ((await res.json()) as { id: number }).id).toBe("number");
    expect(await h.services.db.db.selectFrom("messages").select("id").execute()).toHaveLength(before.length);
  });

  it("puts messages without a valid stamp or with a bad proof in the Spam folder, but not for speed alone", async () => {
    const noStamp = await h.call("POST", "/api/messages", { json: contact, headers: from() });
    expect(noStamp.status).toBe(201);
    const a = await staffGet(((await noStamp.json()) as { id: number }).id);
    expect(a).toMatchObject({ status: "spam", spam_reason: "The form's time stamp was missing." });

    const fresh = (await (await h.call("GET", "/api/forms/challenge")).json()) as { form_stamp: string };
    const fast = await h.call("POST", "/api/messages", {
      json: { ...contact, form_stamp: fresh.form_stamp },
      headers: from(),
    });
    h.clock.advance(1); // the next page's stamp is another one (this one is spent)
    // Speed alone never makes a message spam (a browser may fill the form in for a person).
    expect(await staffGet(((await fast.json()) as { id: number }).id)).toMatchObject({
      status: "new",
      spam_reason: null,
    });

    const forged = await h.call("POST", "/api/messages", {
      json: { ...contact, form_stamp: `${Date.parse("2026-01-01")}.abc` },
      headers: from(),
    });
    expect((await staffGet(((await forged.json()) as { id: number }).id)).spam_reason).toBe(
      "The form's time stamp was not signed by this site.",
    );

    const links = await send({
      ...contact,
      message: "https://a.example https://b.example https://c.example www.d.example",
    });
    expect((await staffGet(((await links.json()) as { id: number }).id)).spam_reason).toBe("The text holds 4 links.");
  });

  it("accepts a solved proof of work once; a reused or wrong one goes to Spam", async () => {
    const { form_stamp, challenge } = await formTokens();
    const proof = await solveProof(challenge);
    const first = await h.call("POST", "/api/messages", { json: { ...contact, form_stamp, proof }, headers: from() });
    expect((await staffGet(((await first.json()) as { id: number }).id)).status).toBe("new");
    // Each message spends a stamp of its own: here only the proof is reused.
    const again = await h.call("POST", "/api/messages", {
      json: { ...contact, form_stamp: (await formTokens()).form_stamp, proof },
      headers: from(),
    });
    expect((await staffGet(((await again.json()) as { id: number }).id)).spam_reason).toBe(
      "The proof-of-work answer had already been used.",
    );
    const wrong = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(proof, "base64").toString()), number: 1 }),
    ).toString("base64");
    const bad = await h.call("POST", "/api/messages", {
      json: { ...contact, form_stamp: (await formTokens()).form_stamp, proof: wrong },
      headers: from(),
    });
    expect((await staffGet(((await bad.json()) as { id: number }).id)).spam_reason).toMatch(
      /proof-of-work answer (was wrong|had already been used)/,
    );
  });

  it("limits one address generously, counted in the database, with Retry-After", async () => {
    const headers = { "x-forwarded-for": "203.0.113.77" };
    const { form_stamp } = await formTokens();
    const results = await Promise.all(
      Array.from({ length: 61 }, () =>
        h.call("POST", "/api/messages", { json: { ...contact, form_stamp }, headers }).then((r) => r.status),
      ),
    );
    expect(results.filter((s) => s === 201)).toHaveLength(60);
    const limited = await h.call("POST", "/api/messages", { json: { ...contact, form_stamp }, headers });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(((await limited.json()) as { error: string }).error).toMatch(
      /^Too many messages have been sent from your network/,
    );
    // Another address is not affected; an hour later this one may send again.
    expect((await send(contact)).status).toBe(201);
    h.clock.advance(3600_000);
    expect((await h.call("POST", "/api/messages", { json: { ...contact, form_stamp }, headers })).status).toBe(201);
  });
});
