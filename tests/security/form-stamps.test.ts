import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../api/harness.ts";
import { messageClient } from "../api/message-client.ts";
import { databaseKinds } from "../support/databases.ts";

const kinds = await databaseKinds();

/** A stamp is one strict shape (`<ms>.<random>.<signature>`); any other spelling is a forgery, never a new stamp. */
describe.each(kinds)("single-use form stamps on %s", (kind) => {
  let h: Harness;
  let token: string;
  const { from, formTokens, staffGet, contact } = messageClient(
    () => h,
    () => token,
  );
  const post = async (form_stamp: string) => {
    const res = await h.call("POST", "/api/messages", { json: { ...contact, form_stamp }, headers: from() });
    expect(res.status).toBe(201);
    return staffGet(((await res.json()) as { id: number }).id);
  };

  beforeAll(async () => {
    h = await startHarness(kind, { TRUST_PROXY: "true" });
    token = await h.signIn();
  });
  afterAll(() => h.close());

  it("sends every respelling of a spent stamp to Spam as a forgery", async () => {
    const { form_stamp } = await formTokens();
    expect(form_stamp).toMatch(/^\d{1,15}\.[A-Za-z0-9_-]{8}\.[A-Za-z0-9_-]+$/);
    expect((await post(form_stamp)).status).toBe("new");
    const respelt = [
      `${form_stamp}.`,
      `${form_stamp}.a`,
      `${form_stamp}.b`,
      ...Array.from({ length: 20 }, (_, i) => `${form_stamp}.${i + 1}`),
      ` ${form_stamp}`,
      `${form_stamp}\n`,
      `0${form_stamp}`,
      `+${form_stamp}`,
      `${form_stamp}=`,
    ];
    for (const stamp of respelt) {
      const message = await post(stamp);
      expect(message.status, JSON.stringify(stamp)).toBe("spam");
      expect(message.spam_reason, JSON.stringify(stamp)).toBe("The form's time stamp was not signed by this site.");
    }
    const again = await post(form_stamp);
    expect(again.spam_reason).toBe("The form's time stamp had already been used for another message.");
  });

  it("records a fresh respelt stamp as a forgery too, so it cannot be spent first in its long form", async () => {
    const { form_stamp } = await formTokens();
    expect((await post(`${form_stamp}.x`)).status).toBe("spam");
    expect((await post(form_stamp)).status).toBe("new");
  });
});
