import type { Challenge } from "altcha-lib/v1/types";
import { expect } from "vitest";
import type { Message } from "../../shared/message-kinds.ts";
import type { Harness } from "./harness.ts";

/** What the message tests send with: their own client address each time, the form's tokens, a contact. */
export function messageClient(harness: () => Harness, staffToken: () => string) {
  let address = 0;
  /** Each test sends from an address of its own, so the per-address limit is tested on purpose only. */
  const from = () => ({ "x-forwarded-for": `198.51.100.${++address}` });

  /** What a page gives a form: a signed stamp (and a challenge), then a person takes a few seconds. */
  async function formTokens() {
    const res = await harness().call("GET", "/api/forms/challenge");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { form_stamp: string; challenge: Challenge };
    harness().clock.advance(5000);
    return body;
  }

  async function send(fields: Record<string, unknown>, headers = from()) {
    const { form_stamp } = await formTokens();
    return harness().call("POST", "/api/messages", { json: { form_stamp, ...fields }, headers });
  }

  async function staffGet(id: number): Promise<Message> {
    const res = await harness().call("GET", `/api/messages/${id}`, { token: staffToken() });
    expect(res.status).toBe(200);
    return (await res.json()) as Message;
  }

  const contact = {
    name: "Amina Wanjiku",
    email: "Amina@Example.co.ke",
    subject: "Community dialogue in Isinya",
    message: "We would like to host a dialogue on the county budget.",
    consent: true,
  };

  return { from, formTokens, send, staffGet, contact };
}
