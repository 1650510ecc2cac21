import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ATTACHMENT_LIMIT_MESSAGE, FORM_LIMITS } from "../../server/forms/form-limits.ts";
import { databaseKinds } from "../support/databases.ts";
import { cvPdf } from "../support/form-proof.ts";
import { type Harness, startHarness } from "./harness.ts";
import { messageClient } from "./message-client.ts";

const kinds = await databaseKinds();

describe.each(kinds)("message attachments: daily quota and spam on %s", (kind) => {
  let h: Harness;
  let token: string;
  let pdf: Uint8Array;
  const { from, formTokens, staffGet, contact } = messageClient(
    () => h,
    () => token,
  );

  beforeAll(async () => {
    h = await startHarness(kind, { TRUST_PROXY: "true" });
    token = await h.signIn();
    pdf = await cvPdf();
  });
  afterAll(() => h.close());

  const withCv = (fields: Record<string, unknown>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, String(v));
    form.set("attachment", new File([pdf as Uint8Array<ArrayBuffer>], "cv.pdf", { type: "application/pdf" }));
    return form;
  };
  const attachmentRows = async () =>
    (await h.services.db.db.selectFrom("message_attachments").select("message_id").execute()).length;

  it("keeps a spam message but never its file", async () => {
    const before = await attachmentRows();
    // No stamp: Spam.
    const res = await h.call("POST", "/api/messages", { body: withCv(contact), headers: from() });
    expect(res.status).toBe(201);
    const message = await staffGet(((await res.json()) as { id: number }).id);
    expect(message).toMatchObject({
      status: "spam",
      attachment: null,
      spam_reason: "The form's time stamp was missing. The attached file was not kept.",
    });
    expect(await attachmentRows()).toBe(before);
  });

  it("takes a day's quota of files from one address, counted atomically, then refuses the file with 429", async () => {
    const { max } = FORM_LIMITS.attachments;
    const headers = { "x-forwarded-for": "203.0.113.50" };
    const stamps = await Promise.all(Array.from({ length: max + 3 }, () => formTokens()));
    const answers = await Promise.all(
      stamps.map(({ form_stamp }) =>
        h.call("POST", "/api/messages", { body: withCv({ ...contact, form_stamp }), headers }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(max);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(3);
    expect(await refused[0]?.json()).toEqual({
      error: ATTACHMENT_LIMIT_MESSAGE,
      details: { attachment: ATTACHMENT_LIMIT_MESSAGE },
    });
    // A message without a file still goes through; the next day files do too.
    const { form_stamp } = await formTokens();
    expect((await h.call("POST", "/api/messages", { json: { ...contact, form_stamp }, headers })).status).toBe(201);
    h.clock.advance(86400_000);
    token = await h.signIn();
    const next = await formTokens();
    const res = await h.call("POST", "/api/messages", {
      body: withCv({ ...contact, form_stamp: next.form_stamp }),
      headers,
    });
    expect(res.status).toBe(201);
  });
});
