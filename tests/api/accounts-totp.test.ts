import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totpCode } from "../../server/auth/totp.ts";
import type { Me, StaffAccount } from "../../shared/staff.ts";
import { databaseKinds } from "../support/databases.ts";
import { startSmtp, type TestSmtp } from "../support/smtp.ts";
import { type Harness, startHarness } from "./harness.ts";
import { addStaff } from "./staff-support.ts";

const kinds = await databaseKinds();
const HOUR = 3600_000;

describe.each(kinds)("staff two-factor sign-in on %s", (kind) => {
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

  describe("two-factor sign-in", () => {
    let person: Awaited<ReturnType<typeof addStaff>>;
    let secret: string;
    let codes: string[];

    it("enrols with a server-drawn QR code and a code, answering 10 recovery codes", async () => {
      person = await addStaff(h, "editor");
      const start = await json<{ secret: string; otpauth_url: string; qr_svg: string }>(
        await h.call("POST", "/api/me/totp", { token: person.token }),
        200,
      );
      secret = start.secret;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(start.otpauth_url).toBe(
        `otpauth://totp/Uraia:${encodeURIComponent(person.email)}?secret=${secret}&issuer=Uraia`,
      );
      expect(start.qr_svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      const wrong = await h.call("POST", "/api/me/totp/confirm", { token: person.token, json: { code: "000000" } });
      expect(await json(wrong, 400)).toMatchObject({
        error: "That code is not right. Enter the 6-digit code your app shows now.",
      });
      const code = await totpCode(secret, h.clock.now());
      const confirmed = await h.call("POST", "/api/me/totp/confirm", { token: person.token, json: { code } });
      codes = (await json<{ recovery_codes: string[] }>(confirmed, 200)).recovery_codes;
      expect(codes).toHaveLength(10);
      const stored = await h.services.db.db.selectFrom("recovery_codes").select("code_hash").execute();
      expect(stored.map((r) => r.code_hash)).not.toContain(codes[0]);
      expect((await json<Me>(await h.call("GET", "/api/me", { token: person.token }), 200)).totp_enabled).toBe(true);
    });

    it("asks for the code after the password, refuses a wrong or reused one, accepts the current one", async () => {
      h.clock.advance(60_000);
      const credentials = { email: person.email, password: person.password };
      const needed = await h.call("POST", "/api/login", { json: credentials });
      expect(await json(needed, 401)).toEqual({
        error: "Enter the 6-digit code from your authenticator app, or a recovery code.",
        totp_required: true,
      });
      const wrong = await h.call("POST", "/api/login", { json: { ...credentials, code: "123456" } });
      expect(await json(wrong, 401)).toMatchObject({ totp_required: true });
      const code = await totpCode(secret, h.clock.now());
      const ok = await h.call("POST", "/api/login", { json: { ...credentials, code } });
      expect(Object.keys(await json<object>(ok, 200))).toEqual(["token"]);
      const replay = await h.call("POST", "/api/login", { json: { ...credentials, code } });
      expect(replay.status).toBe(401);
      // A code from 30 seconds ago still counts (clocks drift); one from 2 minutes ago does not.
      h.clock.advance(120_000);
      const old = await totpCode(secret, new Date(h.clock.now().getTime() - 120_000));
      expect((await h.call("POST", "/api/login", { json: { ...credentials, code: old } })).status).toBe(401);
      const previous = await totpCode(secret, new Date(h.clock.now().getTime() - 30_000));
      expect((await h.call("POST", "/api/login", { json: { ...credentials, code: previous } })).status).toBe(200);
    });

    it("accepts each recovery code once", async () => {
      h.clock.advance(25 * HOUR);
      const credentials = { email: person.email, password: person.password };
      const first = await h.call("POST", "/api/login", { json: { ...credentials, code: codes[0]!.toUpperCase() } });
      expect(first.status).toBe(200);
      const again = await h.call("POST", "/api/login", { json: { ...credentials, code: codes[0] } });
      expect(again.status).toBe(401);
      const second = await h.call("POST", "/api/login", { json: { ...credentials, code: codes[1] } });
      const { token } = await json<{ token: string }>(second, 200);
      const state = await json<{ recovery_codes_left: number }>(await h.call("GET", "/api/me/totp", { token }), 200);
      expect(state.recovery_codes_left).toBe(8);
    });

    it("asks for the password again after 10 minutes before changing two-factor sign-in", async () => {
      const { token } = await json<{ token: string }>(
        await h.call("POST", "/api/login", {
          json: { email: person.email, password: person.password, code: codes[2] },
        }),
        200,
      );
      h.clock.advance(11 * 60_000);
      const stale = await h.call("DELETE", "/api/me/totp", { token });
      expect(await json(stale, 403)).toEqual({
        error: "For your security, enter your password again to continue.",
        reauth_required: true,
      });
      const reauth = await h.call("POST", "/api/me/reauth", { token, json: { password: person.password } });
      expect(reauth.status).toBe(204);
      expect((await h.call("DELETE", "/api/me/totp", { token })).status).toBe(204);
      expect(
        (await h.call("POST", "/api/login", { json: { email: person.email, password: person.password } })).status,
      ).toBe(200);
    });

    it("lets an Administrator reset someone's two-factor sign-in, and require it for everyone", async () => {
      h.clock.advance(25 * HOUR);
      admin = await addStaff(h, "admin", "Amina Odhiambo");
      const other = await addStaff(h, "author");
      // Whoever requires it must have it.
      const early = await h.call("PUT", "/api/security", { token: admin.token, json: { require_totp: true } });
      expect(await json(early, 409)).toEqual({
        error: "Set up two-factor sign-in for your own account first, under Your account.",
      });
      const start = await json<{ secret: string }>(await h.call("POST", "/api/me/totp", { token: admin.token }), 200);
      await h.call("POST", "/api/me/totp/confirm", {
        token: admin.token,
        json: { code: await totpCode(start.secret, h.clock.now()) },
      });
      const required = await h.call("PUT", "/api/security", { token: admin.token, json: { require_totp: true } });
      expect(await json(required, 200)).toEqual({ require_totp: true });
      // Without it, the author may only set it up.
      const blocked = await h.call("POST", "/api/news", { token: other.token, json: { title: "Blocked draft" } });
      expect(await json(blocked, 403)).toMatchObject({ totp_setup_required: true });
      const me = await json<Me>(await h.call("GET", "/api/me", { token: other.token }), 200);
      expect(me.totp_setup_required).toBe(true);
      const own = await h.call("POST", "/api/me/totp", { token: other.token });
      expect(own.status).toBe(200);

      const lifted = await h.call("PUT", "/api/security", { token: admin.token, json: { require_totp: false } });
      expect(await json(lifted, 200)).toEqual({ require_totp: false });
      const reset = await h.call("PUT", `/api/users/${admin.id}`, { token: admin.token, json: { reset_totp: true } });
      expect((await json<StaffAccount>(reset, 200)).totp_enabled).toBe(false);
    });
  });
});
