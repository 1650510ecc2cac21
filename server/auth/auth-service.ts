import type { Kysely } from "kysely";
import { loginSchema } from "../../shared/login-schema.ts";
import type { AuditEvent } from "../audit/audit-log.ts";
import type { Dialect } from "../db/connection.ts";
import type { Database } from "../db/schema.ts";
import { toBool } from "../db/values.ts";
import { HttpError, tooManyRequests } from "../http/errors.ts";
import { validate } from "../http/validate.ts";
import type { Logger } from "../logger.ts";
import { failureDelayMs, LOCKOUT, lockedMessage } from "./lockout-rules.ts";
import {
  clearAfterSuccess,
  countEmailFailure,
  ipKey,
  pairKey,
  type Reservation,
  refundAttempt,
  reserveAttempt,
} from "./login-attempts.ts";
import { verifyPassword } from "./password-hash.ts";
import { acceptSecondFactor } from "./second-factor.ts";
import type { SecretBox } from "./secret-box.ts";
import {
  checkSession,
  endSession,
  type SessionCheck,
  type SessionLimits,
  type SessionOrigin,
  startSession,
} from "./session-tokens.ts";
import { findStaffByEmail } from "./staff-users.ts";

export const WRONG_CREDENTIALS = "Incorrect email or password.";
export const CODE_NEEDED = "Enter the 6-digit code from your authenticator app, or a recovery code.";
export const WRONG_CODE =
  "That code is not right. Enter the newest code from your authenticator app, or a recovery code.";
export const WRONG_PASSWORD = "That password is not right.";
export const DEACTIVATED = "This account has been deactivated. Ask an Administrator if you need it again.";

export interface AuthService {
  /**
   * Checks the credentials (and the second factor when the account has one),
   * within the attempt limits, and starts a session: `{ token }`.
   */
  login(input: unknown, origin: SessionOrigin & { ip: string }): Promise<{ token: string }>;
  /**
   * Checks a password for someone already signed in, within the same limits
   * (re-entry before a sensitive change). Throws on a wrong password.
   */
  confirmPassword(userId: number, email: string, password: string, ip: string, field?: string): Promise<void>;
  /** Ends the session of this token (no error when it is already gone). */
  logout(token: string): Promise<void>;
  /** Whose token this is, or why it is not accepted; `ip` is remembered as the session's last address. */
  check(token: string, ip?: string): Promise<SessionCheck>;
}

export function createAuthService(deps: {
  db: Kysely<Database>;
  dialect: Dialect;
  logger: Logger;
  now: () => Date;
  limits: SessionLimits;
  audit: (event: AuditEvent) => Promise<void>;
  /** Opens the second-factor secrets, stored encrypted. */
  secrets: SecretBox;
  /** Holds a wrong answer (per-email slow-down); replaced in tests. */
  sleep?: (ms: number) => Promise<void>;
}): AuthService {
  const { db, dialect, logger, now, limits, audit } = deps;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  /**
   * Takes an attempt on the address and on email+address, or refuses with 429
   * while either is locked. Answers the kinds of key this attempt locked.
   */
  async function reserve(email: string, ip: string, at: Date): Promise<string[]> {
    const locked: string[] = [];
    const checks: Array<[string, number]> = [
      [ipKey(ip), LOCKOUT.ip.free],
      [pairKey(email, ip), LOCKOUT.pair.free],
    ];
    for (const [key, free] of checks) {
      const taken: Reservation = await reserveAttempt(db, dialect, key, free, at);
      if (!taken.ok) {
        logger.warn(
          { event: "sign-in", outcome: "locked", email, ip, retryAfter: taken.retryAfterSeconds },
          "sign-in refused",
        );
        throw tooManyRequests(lockedMessage(taken.retryAfterSeconds), taken.retryAfterSeconds);
      }
      if (taken.locked) locked.push(key.split(":")[0]!);
    }
    return locked;
  }

  /** Not a guess after all: the attempts go back. */
  async function refund(email: string, ip: string) {
    await refundAttempt(db, ipKey(ip), LOCKOUT.ip.free);
    await refundAttempt(db, pairKey(email, ip), LOCKOUT.pair.free);
  }

  /** A wrong answer: counted for the email (slow-down only), logged, audited (with any lock it caused), then held. */
  async function fail(
    attempt: { email: string; ip: string; locked: string[] },
    userId: number | null,
    reason: "password" | "code",
    at: Date,
  ) {
    const { email, ip, locked } = attempt;
    const failures = await countEmailFailure(db, email, at);
    const outcome = reason === "code" ? "wrong-code" : "wrong-credentials";
    logger.warn({ event: "sign-in", outcome, email, ip }, "sign-in failed");
    const base = { actorId: userId, actorEmail: email, entity: "sign-in", ip };
    await audit({ ...base, action: "sign-in.failure", detail: { reason } });
    if (locked.length > 0) await audit({ ...base, action: "sign-in.lock-out", detail: { by: locked } });
    await sleep(failureDelayMs(failures));
  }

  return {
    async login(input, origin) {
      const { email, password, code } = validate(loginSchema, input);
      const address = email.toLowerCase();
      const { ip } = origin;
      const started = now();
      const attempt = { email: address, ip, locked: await reserve(address, ip, started) };
      const user = await findStaffByEmail(db, address);
      const ok = await verifyPassword(user?.password_hash || undefined, password);
      if (!user || !ok) {
        await fail(attempt, user ? Number(user.id) : null, "password", started);
        throw new HttpError(401, "wrong_credentials", WRONG_CREDENTIALS);
      }
      const userId = Number(user.id);
      if (!toBool(user.active)) {
        await refund(address, ip);
        throw new HttpError(403, "deactivated", DEACTIVATED);
      }
      let factor: "totp" | "recovery" | null = null;
      if (user.totp_secret) {
        if (!code) {
          await refund(address, ip);
          throw new HttpError(401, "totp_required", CODE_NEEDED, { flags: { totp_required: true } });
        }
        const totpSecret = deps.secrets.open(user.totp_secret);
        factor = await acceptSecondFactor(db, { ...user, id: userId, totp_secret: totpSecret }, code, started);
        if (!factor) {
          await fail(attempt, userId, "code", started);
          throw new HttpError(401, "wrong_code", WRONG_CODE, { flags: { totp_required: true } });
        }
      }
      await clearAfterSuccess(db, address, ip);
      await refundAttempt(db, ipKey(ip), LOCKOUT.ip.free);
      const token = await startSession(db, userId, started, limits, origin);
      logger.info({ event: "sign-in", outcome: "success", email: user.email, ip }, "signed in");
      await audit({
        actorId: userId,
        actorEmail: user.email,
        action: "sign-in",
        entity: "sign-in",
        ip,
        ...(factor && { detail: { second_factor: factor } }),
      });
      return { token };
    },

    async confirmPassword(userId, email, password, ip, field = "password") {
      const at = now();
      const attempt = { email, ip, locked: await reserve(email, ip, at) };
      const user = await findStaffByEmail(db, email);
      if (!user || Number(user.id) !== userId || !(await verifyPassword(user.password_hash || undefined, password))) {
        await fail(attempt, userId, "password", at);
        throw new HttpError(403, "wrong_password", WRONG_PASSWORD, { details: { [field]: WRONG_PASSWORD } });
      }
      await refund(email, ip);
    },

    logout: (token) => endSession(db, token),
    check: (token, ip) => checkSession(db, token, now(), limits, ip ?? null),
  };
}
