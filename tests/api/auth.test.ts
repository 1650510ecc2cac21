import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetStaffPassword } from "../../server/auth/staff-users.ts";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, STAFF, startHarness } from "./harness.ts";

const kinds = await databaseKinds();
const HOUR = 3600_000;

describe.each(kinds)("staff sign-in and sessions on %s", (kind) => {
  let h: Harness;
  let logs = "";
  let nextIp = 1;
  /** Each test signs in from its own address, so address lock-outs do not leak between tests. */
  const from = () => ({ "x-forwarded-for": `198.51.100.${nextIp++}` });
  const login = (json: unknown, headers: Record<string, string>) => h.call("POST", "/api/login", { json, headers });

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _enc, done) {
        logs += chunk.toString();
        done();
      },
    });
    h = await startHarness(kind, { TRUST_PROXY: "1" }, { logger: pino({ level: "info" }, sink) });
  });
  afterAll(() => h.close());

  it("answers { token } for the right credentials, and the session names the user", async () => {
    const res = await login({ email: " Editor@Uraia.test ", password: STAFF.password }, from());
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token: string };
    expect(Object.keys(body)).toEqual(["token"]);
    expect(Buffer.from(body.token, "base64url")).toHaveLength(32);
    const session = await h.call("GET", "/api/session", { token: body.token });
    expect(await session.json()).toEqual({ email: STAFF.email });
    const me = await h.call("GET", "/api/me", { token: body.token });
    expect(await me.json()).toEqual({
      id: expect.any(Number),
      email: STAFF.email,
      name: "",
      role: "admin",
      totp_enabled: false,
      totp_setup_required: false,
      language: "en",
      features: { sms: false },
    });
    expect((await h.call("GET", "/api/me")).status).toBe(401);
  });

  it("gives the same answer, in similar time, for an unknown email and a wrong password", async () => {
    const headers = from();
    const timed = async (json: unknown) => {
      const started = performance.now();
      const res = await login(json, headers);
      return { res, ms: performance.now() - started };
    };
    const unknownTimes: number[] = [];
    const wrongTimes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const unknown = await timed({ email: `nobody${i}@uraia.test`, password: "whatever-it-is-123" });
      const wrong = await timed({ email: STAFF.email, password: `not-the-password-4${i}` });
      expect(unknown.res.status).toBe(401);
      expect(wrong.res.status).toBe(401);
      expect(await unknown.res.json()).toEqual({ error: "Incorrect email or password." });
      expect(await wrong.res.json()).toEqual({ error: "Incorrect email or password." });
      unknownTimes.push(unknown.ms);
      wrongTimes.push(wrong.ms);
    }
    // Both run one argon2id verification; compare the fastest of each, what the work itself costs, so
    // a busy machine (slowing some attempts, never speeding one up) does not decide.
    const fastest = (values: number[]) => Math.min(...values);
    expect(fastest(unknownTimes)).toBeGreaterThan(fastest(wrongTimes) / 4);
    expect(fastest(wrongTimes)).toBeGreaterThan(fastest(unknownTimes) / 4);
    h.clock.advance(25 * HOUR); // a day without failures: these do not count towards later lock-outs
  });

  it("logs every attempt without the password", async () => {
    await login({ email: STAFF.email, password: "logged-wrong-password-9" }, from());
    expect(logs).toContain('"outcome":"wrong-credentials"');
    expect(logs).toContain('"outcome":"success"');
    expect(logs).toContain(STAFF.email);
    expect(logs).not.toContain("logged-wrong-password-9");
    expect(logs).not.toContain(STAFF.password);
  });

  it("requires both fields", async () => {
    const res = await login({ email: "" }, from());
    expect(res.status).toBe(400);
    expect(((await res.json()) as { details: object }).details).toEqual({
      email: "Email is required",
      password: "Password is required",
    });
  });

  it("locks an email from one address after 5 failures, growing, with Retry-After and a clear message", async () => {
    const email = "locked@uraia.test";
    const headers = from();
    for (let i = 0; i < 5; i++)
      expect((await login({ email, password: `wrong-password-${i}` }, headers)).status).toBe(401);
    const locked = await login({ email, password: "wrong-password-x" }, headers);
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toBe("60");
    expect(await locked.json()).toEqual({ error: "Too many sign-in attempts. Try again in 1 minute." });
    h.clock.advance(61_000);
    expect((await login({ email, password: "wrong-again-password" }, headers)).status).toBe(401);
    const longer = await login({ email, password: "wrong-password-y" }, headers);
    expect(longer.status).toBe(429);
    expect(longer.headers.get("retry-after")).toBe("120");
    expect(await longer.json()).toEqual({ error: "Too many sign-in attempts. Try again in 2 minutes." });
    h.clock.advance(121_000);
  });

  it("refuses the right password from the locked address only, and forgets after success", async () => {
    const headers = from();
    for (let i = 0; i < 5; i++) await login({ email: STAFF.email, password: `bad-password-${i}!` }, headers);
    expect((await login({ email: STAFF.email, password: STAFF.password }, headers)).status).toBe(429);
    // The owner, elsewhere, is not locked out by someone else's guesses.
    expect((await login({ email: STAFF.email, password: STAFF.password }, from())).status).toBe(200);
    h.clock.advance(61_000);
    expect((await login({ email: STAFF.email, password: STAFF.password }, headers)).status).toBe(200);
    // The counter started over: one more failure does not lock.
    await login({ email: STAFF.email, password: "bad-password-again" }, headers);
    expect((await login({ email: STAFF.email, password: STAFF.password }, headers)).status).toBe(200);
  });

  it("locks a client address after 20 failures across emails", async () => {
    const headers = from();
    for (let i = 0; i < 20; i++) await login({ email: `guess${i}@uraia.test`, password: "guessing-password" }, headers);
    const res = await login({ email: STAFF.email, password: STAFF.password }, headers);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await login({ email: STAFF.email, password: STAFF.password }, from())).status).toBe(200);
    h.clock.advance(HOUR);
  });

  it("revokes the token on logout", async () => {
    const token = await h.signIn();
    const out = await h.call("POST", "/api/logout", { token });
    expect(out.status).toBe(204);
    const after = await h.call("POST", "/api/news", { token, json: { title: "After logout" } });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ error: "Your session is not valid. Please sign in again." });
    expect((await h.call("GET", "/api/session", { token })).status).toBe(401);
    expect((await h.call("POST", "/api/logout")).status).toBe(401);
  });

  it("ends a session unused for the idle timeout (12 h)", async () => {
    const token = await h.signIn();
    h.clock.advance(11 * HOUR);
    expect((await h.call("GET", "/api/session", { token })).status).toBe(200);
    h.clock.advance(12 * HOUR + 1000);
    const res = await h.call("GET", "/api/session", { token });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "Your session has expired. Please sign in again." });
  });

  it("ends a session at its absolute lifetime (7 days) however often it is used", async () => {
    const token = await h.signIn();
    for (let hours = 0; hours < 7 * 24 - 10; hours += 10) {
      h.clock.advance(10 * HOUR);
      expect((await h.call("GET", "/api/session", { token })).status, `after ${hours + 10} h`).toBe(200);
    }
    h.clock.advance(11 * HOUR);
    expect((await h.call("GET", "/api/session", { token })).status).toBe(401);
  });

  it("ends every session of a user whose password is reset", async () => {
    const first = await h.signIn();
    const second = await h.signIn();
    const newPassword = "papaya-sunrise-harbour-7";
    await resetStaffPassword(h.services.db.db, STAFF.email, newPassword, h.clock.now());
    expect((await h.call("GET", "/api/session", { token: first })).status).toBe(401);
    expect((await h.call("GET", "/api/session", { token: second })).status).toBe(401);
    expect((await login({ email: STAFF.email, password: STAFF.password }, from())).status).toBe(401);
    expect((await login({ email: STAFF.email, password: newPassword }, from())).status).toBe(200);
    await resetStaffPassword(h.services.db.db, STAFF.email, STAFF.password, h.clock.now());
  });

  it("refuses weak passwords for staff accounts", async () => {
    await expect(resetStaffPassword(h.services.db.db, STAFF.email, "short", h.clock.now())).rejects.toThrow(
      /at least 12/,
    );
    await expect(resetStaffPassword(h.services.db.db, STAFF.email, "Password1234", h.clock.now())).rejects.toThrow(
      /too easy to guess/,
    );
  });
});
