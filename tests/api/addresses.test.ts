import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIELD_MESSAGES } from "../../shared/message-rules.ts";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";
import { messageClient } from "./message-client.ts";

const kinds = await databaseKinds();
const HOSTILE = [
  "x?cc=attacker%40evil.org&bcc=y@example.com",
  '=HYPERLINK("http://evil.example")@example.com',
  "<x@example.com>",
];

describe.each(kinds)("one address rule and every bad field at once on %s", (kind) => {
  let h: Harness;
  let token: string;
  const { send, from } = messageClient(
    () => h,
    () => token,
  );

  beforeAll(async () => {
    h = await startHarness(kind, { TRUST_PROXY: "true" });
    token = await h.signIn();
  });
  afterAll(() => h.close());

  it("refuses addresses that mail programs or spreadsheets read as syntax, on every form", async () => {
    for (const email of HOSTILE) {
      const message = await send({ name: "A", email, subject: "S", message: "M", consent: true });
      expect(message.status, email).toBe(400);
      expect(((await message.json()) as { details: Record<string, string> }).details.email).toBe(
        FIELD_MESSAGES.emailInvalid,
      );
      const signup = await h.call("POST", "/api/newsletter", { json: { email }, headers: from() });
      expect(signup.status, email).toBe(400);
      const invite = await h.call("POST", "/api/users", { token, json: { email, name: "A", role: "editor" } });
      expect(invite.status, email).toBe(400);
    }
  });

  it("names every invalid field of a message in one answer", async () => {
    const res = await send({ email: "not-an-address", phone: "12", people: "x" });
    expect(res.status).toBe(400);
    const { details } = (await res.json()) as { details: Record<string, string> };
    expect(Object.keys(details).sort()).toEqual(["consent", "email", "message", "name", "people", "phone", "subject"]);
    const registration = await send({ kind: "registration", name: "", email: "", consent: false });
    const { details: more } = (await registration.json()) as { details: Record<string, string> };
    expect(Object.keys(more).sort()).toEqual(["consent", "county", "email", "name", "people", "phone", "reference"]);
  });
});
