import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";
import { messageClient } from "./message-client.ts";

const kinds = await databaseKinds();

describe.each(kinds)("form stamps and cross-site posts on %s", (kind) => {
  let h: Harness;
  let token: string;
  const { from, formTokens, staffGet, contact } = messageClient(
    () => h,
    () => token,
  );
  const post = (json: Record<string, unknown>) => h.call("POST", "/api/messages", { json, headers: from() });
  const idOf = async (res: Response) => ((await res.json()) as { id: number }).id;

  beforeAll(async () => {
    h = await startHarness(kind, { TRUST_PROXY: "true", PUBLIC_URL: "https://uraia.example" });
    token = await h.signIn();
  });
  afterAll(() => h.close());

  it("lets one stamp carry one message: the rest of a burst goes to Spam", async () => {
    const { form_stamp } = await formTokens();
    const answers = await Promise.all(Array.from({ length: 20 }, () => post({ ...contact, form_stamp })));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
    const messages = await Promise.all(answers.map(async (r) => staffGet(await idOf(r))));
    expect(messages.filter((m) => m.status === "new")).toHaveLength(1);
    const reused = messages.filter((m) => m.status === "spam");
    expect(reused).toHaveLength(19);
    expect(reused[0]?.spam_reason).toBe("The form's time stamp had already been used for another message.");
  });

  it("refuses a form-encoded or multipart post from another site's page, and takes this site's own", async () => {
    const { form_stamp } = await formTokens();
    const fields = { ...contact, consent: "on", form_stamp };
    const encoded = () => new URLSearchParams(fields);
    const multipart = () => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, String(v));
      return form;
    };
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const refusals = [
      { body: encoded(), headers: { ...from(), ...form, origin: "https://evil.example" } },
      { body: encoded(), headers: { ...from(), ...form, "sec-fetch-site": "cross-site" } },
      { body: encoded(), headers: { ...from(), ...form, origin: "null" } },
      { body: multipart(), headers: { ...from(), origin: "https://evil.example", "sec-fetch-site": "cross-site" } },
    ];
    for (const request of refusals) {
      const res = await h.call("POST", "/api/messages", request);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: "Forms can only be sent from this site's own pages." });
    }
    const own = await h.call("POST", "/api/messages", {
      body: encoded(),
      headers: { ...from(), ...form, origin: "https://uraia.example", "sec-fetch-site": "same-origin" },
    });
    expect(own.status).toBe(201);
    expect((await staffGet(await idOf(own))).status).toBe("new");
  });

  it("sends a message whose stamp is more than a day old to Spam", async () => {
    const { form_stamp } = await formTokens();
    h.clock.advance(24 * 3600_000);
    token = await h.signIn();
    const message = await staffGet(await idOf(await post({ ...contact, form_stamp })));
    expect(message).toMatchObject({ status: "spam", spam_reason: "The form's time stamp was more than a day old." });
  });
});
