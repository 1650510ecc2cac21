import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Me, StaffAccount, StaffSession } from "../../shared/staff.ts";
import { databaseKinds } from "../support/databases.ts";
import { startSmtp, type TestSmtp } from "../support/smtp.ts";
import { type Harness, startHarness } from "./harness.ts";
import { mailedLink } from "./mail-links.ts";
import { addStaff } from "./staff-support.ts";

const kinds = await databaseKinds();
const HOUR = 3600_000;
const INVITE_SUBJECT = "You're invited to the Uraia staff admin";
const SW_INVITE_SUBJECT = "Umealikwa kwenye mfumo wa wafanyakazi wa Uraia";

describe.each(kinds)("staff accounts on %s", (kind) => {
  let h: Harness;
  let smtp: TestSmtp;
  let admin: Awaited<ReturnType<typeof addStaff>>;
  const json = async <T>(res: Response, status: number): Promise<T> => {
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as T;
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    h = await startHarness(kind, { SMTP_URL: smtp.url, PUBLIC_URL: "https://uraia.test" });
    admin = await addStaff(h, "admin", "Amina Odhiambo");
  });
  afterAll(async () => {
    await h.close();
    await smtp.stop();
  });

  it("invites by email: a single-use link that sets the password and signs the person in", async () => {
    const res = await h.call("POST", "/api/users", {
      token: admin.token,
      json: { email: " Baraka@Uraia.test ", name: "Baraka Mwangi", role: "editor" },
    });
    const invited = await json<StaffAccount>(res, 201);
    expect(invited).toMatchObject({
      email: "baraka@uraia.test",
      name: "Baraka Mwangi",
      role: "editor",
      status: "invited",
    });
    const { mail, url, token } = await mailedLink(h, smtp, "baraka@uraia.test", INVITE_SUBJECT);
    expect(url).toBe(`https://uraia.test/admin/accept-invitation?token=${token}`);
    expect(mail.text).toContain("Amina Odhiambo has invited you to the Uraia staff admin as an Editor.");
    expect(mail.text).toContain("It works once and for 72 hours.");
    // An invited account cannot sign in before choosing a password.
    const early = await h.call("POST", "/api/login", { json: { email: "baraka@uraia.test", password: "" } });
    expect(early.status).toBe(400);

    const weak = await h.call("POST", "/api/invitations/accept", { json: { token, password: "Password1234" } });
    expect((await json<{ details: { password: string } }>(weak, 400)).details.password).toMatch(/too easy to guess/);
    const accepted = await h.call("POST", "/api/invitations/accept", {
      json: { token, password: "sunbird-meadow-ledger-12" },
    });
    const { token: session } = await json<{ token: string }>(accepted, 200);
    const me = await json<Me>(await h.call("GET", "/api/me", { token: session }), 200);
    expect(me).toMatchObject({ email: "baraka@uraia.test", name: "Baraka Mwangi", role: "editor" });
    const again = await h.call("POST", "/api/invitations/accept", {
      json: { token, password: "another-fine-phrase-99" },
    });
    expect(await json(again, 400)).toMatchObject({
      error: expect.stringMatching(/^This invitation link is not valid/),
    });
    const list = await json<{ items: StaffAccount[] }>(await h.call("GET", "/api/users", { token: admin.token }), 200);
    expect(list.items.find((u) => u.email === "baraka@uraia.test")?.status).toBe("active");
  });

  it("sends an invitation in Kiswahili with the link to the Kiswahili page", async () => {
    const kiswahili = await addStaff(h, "admin", "Neema Wanjiku");
    await json(await h.call("PUT", "/api/me", { token: kiswahili.token, json: { language: "sw" } }), 200);
    const res = await h.call("POST", "/api/users", {
      token: kiswahili.token,
      json: { email: "juma@uraia.test", name: "Juma Otieno", role: "author" },
    });
    await json(res, 201);
    const { url, token } = await mailedLink(h, smtp, "juma@uraia.test", SW_INVITE_SUBJECT);
    expect(url).toBe(`https://uraia.test/sw/admin/accept-invitation?token=${token}`);
  });

  it("lets an invitation expire after 72 hours, and a new one replaces the old", async () => {
    const res = await h.call("POST", "/api/users", {
      token: admin.token,
      json: { email: "late@uraia.test", name: "Late Comer", role: "author" },
    });
    const { id } = await json<StaffAccount>(res, 201);
    const first = await mailedLink(h, smtp, "late@uraia.test", INVITE_SUBJECT);
    const resent = await h.call("POST", `/api/users/${id}/invitation`, { token: admin.token });
    expect(resent.status).toBe(200);
    const second = await mailedLink(h, smtp, "late@uraia.test", INVITE_SUBJECT);
    const stale = await h.call("POST", "/api/invitations/accept", {
      json: { token: first.token, password: "sunbird-meadow-ledger-12" },
    });
    expect(stale.status).toBe(400);
    h.clock.advance(72 * HOUR + 1000);
    const expired = await h.call("POST", "/api/invitations/accept", {
      json: { token: second.token, password: "sunbird-meadow-ledger-12" },
    });
    expect(expired.status).toBe(400);
    admin = await addStaff(h, "admin", "Amina Odhiambo"); // the clock moved past the admin's session
  });

  it("refuses a duplicate invitation and a bad role, naming the field", async () => {
    const dup = await h.call("POST", "/api/users", {
      token: admin.token,
      json: { email: admin.email, name: "Again", role: "admin" },
    });
    expect(await json(dup, 409)).toEqual({ error: `There is already a staff account for ${admin.email}.` });
    const bad = await h.call("POST", "/api/users", {
      token: admin.token,
      json: { email: "x@uraia.test", name: "", role: "owner" },
    });
    expect((await json<{ details: object }>(bad, 400)).details).toEqual({
      name: "Name is required",
      role: "Role must be admin, editor, author or finance",
    });
  });

  it("resets a forgotten password by email: 202 whoever asks, single use, 1 hour, every session ends", async () => {
    const editor = await addStaff(h, "editor");
    const other = await addStaff(h, "editor");
    const unknown = await h.call("POST", "/api/password-reset", { json: { email: "nobody@uraia.test" } });
    expect(unknown.status).toBe(202);
    const asked = await h.call("POST", "/api/password-reset", { json: { email: editor.email } });
    expect(asked.status).toBe(202);
    const { token, mail } = await mailedLink(h, smtp, editor.email, "Reset your Uraia staff password");
    expect(mail.text).toContain("It works once and for 1 hour.");
    expect(smtp.messages.some((m) => (m.to as { text: string }).text === "nobody@uraia.test")).toBe(false);
    const done = await h.call("POST", "/api/password-reset/confirm", {
      json: { token, password: "savanna-thunder-pencil-4" },
    });
    expect(done.status).toBe(204);
    expect((await h.call("GET", "/api/me", { token: editor.token })).status).toBe(401);
    expect((await h.call("GET", "/api/me", { token: other.token })).status).toBe(200);
    const reuse = await h.call("POST", "/api/password-reset/confirm", {
      json: { token, password: "another-fine-phrase-99" },
    });
    expect(reuse.status).toBe(400);
    const signIn = await h.call("POST", "/api/login", {
      json: { email: editor.email, password: "savanna-thunder-pencil-4" },
    });
    expect(signIn.status).toBe(200);

    await h.call("POST", "/api/password-reset", { json: { email: other.email } });
    const late = await mailedLink(h, smtp, other.email, "Reset your Uraia staff password");
    h.clock.advance(HOUR + 1000);
    const expired = await h.call("POST", "/api/password-reset/confirm", {
      json: { token: late.token, password: "savanna-thunder-pencil-4" },
    });
    expect(await json(expired, 400)).toMatchObject({ error: expect.stringMatching(/^This reset link is not valid/) });
    admin = await addStaff(h, "admin", "Amina Odhiambo");
  });

  it("changes one's own name freely, and the password only with the current one, ending other sessions", async () => {
    const me = await addStaff(h, "author");
    const second = await h.call("POST", "/api/login", { json: { email: me.email, password: me.password } });
    const { token: otherSession } = await json<{ token: string }>(second, 200);
    const named = await h.call("PUT", "/api/me", { token: me.token, json: { name: "Wanjiru Kamau" } });
    expect((await json<Me>(named, 200)).name).toBe("Wanjiru Kamau");
    const without = await h.call("PUT", "/api/me", {
      token: me.token,
      json: { password: "rainforest-kettle-bright-7" },
    });
    expect((await json<{ details: object }>(without, 400)).details).toEqual({
      current_password: "Enter your current password to change your email or password.",
    });
    const wrong = await h.call("PUT", "/api/me", {
      token: me.token,
      json: { password: "rainforest-kettle-bright-7", current_password: "not-my-password-1" },
    });
    expect(await json(wrong, 403)).toEqual({
      error: "That password is not right.",
      details: { current_password: "That password is not right." },
    });
    const changed = await h.call("PUT", "/api/me", {
      token: me.token,
      json: { password: "rainforest-kettle-bright-7", current_password: me.password },
    });
    expect(changed.status).toBe(200);
    expect((await h.call("GET", "/api/me", { token: me.token })).status).toBe(200);
    expect((await h.call("GET", "/api/me", { token: otherSession })).status).toBe(401);
  });

  it("lists one's own sessions with browser and address, and revokes one", async () => {
    const me = await addStaff(h, "editor");
    const phone = await h.call("POST", "/api/login", {
      json: { email: me.email, password: me.password },
      headers: { "user-agent": "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36" },
    });
    const { token: phoneToken } = await json<{ token: string }>(phone, 200);
    const { items } = await json<{ items: StaffSession[] }>(
      await h.call("GET", "/api/me/sessions", { token: me.token }),
      200,
    );
    expect(items).toHaveLength(2);
    const current = items.find((s) => s.current)!;
    const android = items.find((s) => !s.current)!;
    expect(android.browser).toBe("Chrome on Android");
    expect(current.ip).toBe("unknown");
    const revoke = await h.call("DELETE", `/api/me/sessions/${android.id}`, { token: me.token });
    expect(revoke.status).toBe(204);
    expect((await h.call("GET", "/api/me", { token: phoneToken })).status).toBe(401);
    const someoneElses = await h.call("DELETE", `/api/me/sessions/${android.id}`, { token: admin.token });
    expect(someoneElses.status).toBe(404);
  });

  it("changes a role, deactivates (ending sessions at once), reactivates and deletes", async () => {
    const person = await addStaff(h, "author");
    const promoted = await h.call("PUT", `/api/users/${person.id}`, { token: admin.token, json: { role: "editor" } });
    expect((await json<StaffAccount>(promoted, 200)).role).toBe("editor");
    expect((await json<Me>(await h.call("GET", "/api/me", { token: person.token }), 200)).role).toBe("editor");
    const off = await h.call("PUT", `/api/users/${person.id}`, { token: admin.token, json: { active: false } });
    expect((await json<StaffAccount>(off, 200)).status).toBe("deactivated");
    expect((await h.call("GET", "/api/me", { token: person.token })).status).toBe(401);
    const refused = await h.call("POST", "/api/login", { json: { email: person.email, password: person.password } });
    expect(await json(refused, 403)).toEqual({
      error: "This account has been deactivated. Ask an Administrator if you need it again.",
    });
    await h.call("PUT", `/api/users/${person.id}`, { token: admin.token, json: { active: true } });
    expect(
      (await h.call("POST", "/api/login", { json: { email: person.email, password: person.password } })).status,
    ).toBe(200);
    expect((await h.call("DELETE", `/api/users/${person.id}`, { token: admin.token })).status).toBe(204);
    expect((await h.call("DELETE", `/api/users/${person.id}`, { token: admin.token })).status).toBe(404);
  });

  it("always keeps one active Administrator, and nobody removes themselves", async () => {
    const self = await h.call("DELETE", `/api/users/${admin.id}`, { token: admin.token });
    expect(await json(self, 403)).toEqual({ error: "You can't delete your own account." });
    const { items } = await json<{ items: StaffAccount[] }>(
      await h.call("GET", "/api/users", { token: admin.token }),
      200,
    );
    for (const other of items.filter((u) => u.role === "admin" && u.id !== admin.id)) {
      await h.call("PUT", `/api/users/${other.id}`, { token: admin.token, json: { role: "editor" } });
    }
    const demote = await h.call("PUT", `/api/users/${admin.id}`, { token: admin.token, json: { role: "editor" } });
    expect(await json(demote, 409)).toEqual({
      error: "There must always be at least one active Administrator. Make someone else an Administrator first.",
    });
  });
});
