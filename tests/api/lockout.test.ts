import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totpCode } from "../../server/auth/totp.ts";
import { databaseKinds } from "../support/databases.ts";
import { startSmtp, type TestSmtp } from "../support/smtp.ts";
import { type Harness, STAFF, startHarness } from "./harness.ts";
import { mailedLink } from "./mail-links.ts";
import { addStaff } from "./staff-support.ts";

const kinds = await databaseKinds();
const HOUR = 3600_000;

describe.each(kinds)("sign-in limits under attack on %s", (kind) => {
  let h: Harness;
  let smtp: TestSmtp;
  let nextIp = 1;
  const address = () => `198.51.100.${nextIp++}`;
  /** One proxy in front: it appends the real address; anything further left is the client's own writing. */
  const login = (json: unknown, ip: string, spoofed?: string) =>
    h.call("POST", "/api/login", { json, headers: { "x-forwarded-for": spoofed ? `${spoofed}, ${ip}` : ip } });
  const statuses = (responses: Response[]) => {
    const counts: Record<number, number> = {};
    for (const res of responses) counts[res.status] = (counts[res.status] ?? 0) + 1;
    return counts;
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    h = await startHarness(kind, { TRUST_PROXY: "1", SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await h.close();
    await smtp.stop();
  });

  it("checks no more than 5 passwords from a burst of 100 parallel guesses for one email", async () => {
    const ip = address();
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login({ email: STAFF.email, password: `burst-guess-${i}-xyz` }, ip)),
    );
    // 401 = a password was checked and was wrong; 429 = refused before any check.
    expect(statuses(burst)).toEqual({ 401: 5, 429: 95 });
    const failures = await h.services.db.db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("action", "=", "sign-in.failure")
      .executeTakeFirstOrThrow();
    expect(Number(failures.n)).toBe(5);
    h.clock.advance(25 * HOUR);
  });

  it("checks no more than 20 guesses from one address across many emails, also in a burst", async () => {
    const ip = address();
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login({ email: `guess${i}@uraia.test`, password: "guessing-password" }, ip),
      ),
    );
    expect(statuses(burst)).toEqual({ 401: 20, 429: 80 });
    h.clock.advance(25 * HOUR);
  });

  it("lets the owner in from another address while their email is under attack", async () => {
    const attacker = address();
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login({ email: STAFF.email, password: `abuse-${i}-password` }, attacker)),
    );
    expect(statuses(burst)[429]).toBe(95);
    // More failures for the same email from a few more addresses only slow wrong answers down.
    for (let a = 0; a < 2; a++) {
      const ip = address();
      for (let i = 0; i < 5; i++) await login({ email: STAFF.email, password: `spread-${a}-${i}-pw` }, ip);
    }
    // The attacker's address stays locked for that email, even with the right password.
    expect((await login(STAFF, attacker)).status).toBe(429);
    const started = performance.now();
    const owner = await login(STAFF, address());
    expect(owner.status).toBe(200);
    h.clock.advance(25 * HOUR);
    // The right password is never held back by the slow-down.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("lets a two-factor owner in from another address with password and code while under attack", async () => {
    const owner = await addStaff(h, "editor");
    const start = (await (await h.call("POST", "/api/me/totp", { token: owner.token })).json()) as { secret: string };
    const enrol = await h.call("POST", "/api/me/totp/confirm", {
      token: owner.token,
      json: { code: await totpCode(start.secret, h.clock.now()) },
    });
    expect(enrol.status).toBe(200);
    h.clock.advance(60_000);
    const attacker = address();
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        login({ email: owner.email, password: owner.password, code: String(100000 + i) }, attacker),
      ),
    );
    // The password is known to the attacker here; still only 5 codes get checked.
    expect(statuses(burst)).toEqual({ 401: 5, 429: 45 });
    const code = await totpCode(start.secret, h.clock.now());
    const res = await login({ email: owner.email, password: owner.password, code }, address());
    expect(res.status).toBe(200);
    h.clock.advance(25 * HOUR);
  });

  it("records the lock-out in the audit log", async () => {
    const res = await h.services.audit.list({ action: "sign-in.lock-out", limit: 10, offset: 0 });
    expect(res.total).toBeGreaterThan(0);
    const mine = res.items.find((e) => e.actor_email === STAFF.email);
    expect(mine).toMatchObject({ actor_email: STAFF.email, entity: "sign-in", detail: { by: ["pair"] } });
  });

  it("always lets a password reset by email through, and the reset lifts the lock", async () => {
    const home = address();
    for (let i = 0; i < 5; i++) await login({ email: STAFF.email, password: `home-guess-${i}-pw` }, home);
    expect((await login(STAFF, home)).status).toBe(429);
    const asked = await h.call("POST", "/api/password-reset", {
      json: { email: STAFF.email },
      headers: { "x-forwarded-for": home },
    });
    expect(asked.status).toBe(202);
    const { token } = await mailedLink(h, smtp, STAFF.email, "Reset your Uraia staff password");
    const newPassword = "baobab-evening-compass-31";
    const done = await h.call("POST", "/api/password-reset/confirm", { json: { token, password: newPassword } });
    expect(done.status).toBe(204);
    expect((await login({ email: STAFF.email, password: newPassword }, home)).status).toBe(200);
    // Back to the password the other tests use.
    await h.call("POST", "/api/password-reset", { json: { email: STAFF.email } });
    const again = await mailedLink(h, smtp, STAFF.email, "Reset your Uraia staff password");
    const back = await h.call("POST", "/api/password-reset/confirm", {
      json: { token: again.token, password: STAFF.password },
    });
    expect(back.status).toBe(204);
    h.clock.advance(25 * HOUR);
  });

  it("takes the address from the right of X-Forwarded-For: what the client writes there changes nothing", async () => {
    const real = address();
    for (let i = 0; i < 5; i++) {
      const res = await login({ email: STAFF.email, password: `spoof-${i}-password` }, real, `10.9.8.${i}`);
      expect(res.status).toBe(401);
    }
    const dodge = await login({ email: STAFF.email, password: "spoof-x-password" }, real, "192.0.2.200");
    expect(dodge.status).toBe(429);
    h.clock.advance(25 * HOUR);
  });

  it("counts IPv6 addresses by their /64", async () => {
    for (let i = 1; i <= 5; i++) {
      expect((await login({ email: STAFF.email, password: `six-${i}-password` }, `2001:db8:aa:1::${i}`)).status).toBe(
        401,
      );
    }
    expect((await login(STAFF, "2001:db8:aa:1:ffff:ffff:ffff:ffff")).status).toBe(429);
    expect((await login(STAFF, "2001:db8:aa:2::1")).status).toBe(200);
    h.clock.advance(25 * HOUR);
  });
});

describe.each(kinds)("client address without a trusted proxy on %s", (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(() => h.close());

  it("says plainly that reset links can't be mailed when mail is not set up, whoever asks", async () => {
    for (const email of [STAFF.email, "nobody@uraia.test"]) {
      const res = await h.call("POST", "/api/password-reset", { json: { email } });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        error:
          "Email is not set up on this server, so reset links can't be sent. Ask an Administrator to start a reset for you under Staff accounts: they get a link to pass on.",
      });
    }
  });

  it("ignores X-Forwarded-For entirely when TRUST_PROXY is 0", async () => {
    for (let i = 0; i < 5; i++) {
      const headers = { "x-forwarded-for": `203.0.113.${i}` };
      await h.call("POST", "/api/login", { json: { email: STAFF.email, password: `no-proxy-${i}-pw` }, headers });
    }
    const headers = { "x-forwarded-for": "203.0.113.99" };
    const res = await h.call("POST", "/api/login", {
      json: { email: STAFF.email, password: "another-guess-pw" },
      headers,
    });
    expect(res.status).toBe(429);
  });
});
