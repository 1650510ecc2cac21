import type { Kysely } from "kysely";
import { loginSchema } from "../../shared/login-schema.ts";
import type { Database } from "../db/schema.ts";
import { HttpError, tooManyRequests } from "../http/errors.ts";
import { validate } from "../http/validate.ts";
import type { Logger } from "../logger.ts";
import { LOCKOUT, lockedMessage } from "./lockout-rules.ts";
import { clearFailures, emailKey, ipKey, lockedForSeconds, recordFailure } from "./login-attempts.ts";
import { verifyPassword } from "./password-hash.ts";
import { checkSession, endSession, type SessionCheck, type SessionLimits, startSession } from "./session-tokens.ts";
import { findStaffByEmail } from "./staff-users.ts";

export const WRONG_CREDENTIALS = "Incorrect email or password.";

export interface AuthService {
  /** Checks the credentials (with lock-out) and starts a session: `{ token }`. */
  login(input: unknown, ip: string): Promise<{ token: string }>;
  /** Ends the session of this token (no error when it is already gone). */
  logout(token: string): Promise<void>;
  /** Whose token this is, or why it is not accepted. */
  check(token: string): Promise<SessionCheck>;
}

export function createAuthService(deps: {
  db: Kysely<Database>;
  logger: Logger;
  now: () => Date;
  limits: SessionLimits;
}): AuthService {
  const { db, logger, now, limits } = deps;
  return {
    async login(input, ip) {
      const { email, password } = validate(loginSchema, input);
      const keys = [emailKey(email), ipKey(ip)];
      const started = now();
      const lockedSeconds = await lockedForSeconds(db, keys, started);
      if (lockedSeconds > 0) {
        logger.warn({ event: "sign-in", outcome: "locked", email, ip, retryAfter: lockedSeconds }, "sign-in refused");
        throw tooManyRequests(lockedMessage(lockedSeconds), lockedSeconds);
      }
      const user = await findStaffByEmail(db, email);
      const ok = await verifyPassword(user?.password_hash, password);
      if (!user || !ok) {
        await recordFailure(db, emailKey(email), LOCKOUT.email.free, started);
        await recordFailure(db, ipKey(ip), LOCKOUT.ip.free, started);
        logger.warn({ event: "sign-in", outcome: "wrong-credentials", email, ip }, "sign-in failed");
        throw new HttpError(401, "wrong_credentials", WRONG_CREDENTIALS);
      }
      await clearFailures(db, emailKey(email));
      const token = await startSession(db, Number(user.id), started, limits);
      logger.info({ event: "sign-in", outcome: "success", email: user.email, ip }, "signed in");
      return { token };
    },
    logout: (token) => endSession(db, token),
    check: (token) => checkSession(db, token, now(), limits),
  };
}
