import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";
import { messageClient } from "./message-client.ts";

/** Without SMTP, staff still reach colleagues (one-time links) and are told how to answer visitors. */
const kinds = await databaseKinds();
const PUBLIC_URL = "https://uraia.test";
const idOf = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
};

describe.each(kinds)("colleagues without a mail server on %s", (kind) => {
  let h: Harness;
  let token = "";
  beforeAll(async () => {
    h = await startHarness(kind, { PUBLIC_URL });
    token = await h.signIn();
  });
  afterAll(() => h.close());

  it("answers an invitation's one-time link, which sets the password once", async () => {
    const res = await h.call("POST", "/api/users", {
      token,
      json: { name: "Wanjiru Kamau", email: "wanjiru@example.org", role: "editor" },
    });
    expect(res.status).toBe(201);
    const invited = (await res.json()) as { status: string; link: string };
    expect(invited.status).toBe("invited");
    expect(invited.link).toMatch(new RegExp(`^${PUBLIC_URL}/admin/accept-invitation\\?token=[\\w.-]+$`));
    const linkToken = new URL(invited.link).searchParams.get("token");
    const password = "violet-harbour-compass-93";
    const accept = await h.call("POST", "/api/invitations/accept", { json: { token: linkToken, password } });
    expect(accept.status).toBe(200);
    const again = await h.call("POST", "/api/invitations/accept", { json: { token: linkToken, password } });
    expect(again.status).toBe(400);

    const users = (
      (await (await h.call("GET", "/api/users", { token })).json()) as {
        items: Array<{ id: number; email: string }>;
      }
    ).items;
    const wanjiru = users.find((u) => u.email === "wanjiru@example.org");
    const reset = await h.call("POST", `/api/users/${wanjiru?.id}/password-reset`, { token });
    expect(reset.status).toBe(200);
    const { link } = (await reset.json()) as { link: string };
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/admin/reset-password\\?token=`));
    const audit = await h.call("GET", "/api/audit?action=users.password-reset", { token });
    expect(((await audit.json()) as { total: number }).total).toBe(1);
    const confirm = await h.call("POST", "/api/password-reset/confirm", {
      json: { token: new URL(link).searchParams.get("token"), password: "saffron-lighthouse-ember-71" },
    });
    expect(confirm.status).toBe(204);
  });

  it("refuses a reply without a mail server, saying how to answer instead", async () => {
    const { send, contact } = messageClient(
      () => h,
      () => token,
    );
    const id = await idOf(await send(contact));
    const res = await h.call("POST", `/api/messages/${id}/replies`, { token, json: { body: "Hello" } });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toMatch(
      /^Replies are sent by email, and email is not set up/,
    );
  });
});
