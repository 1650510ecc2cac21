import { isLocale } from "../../shared/locales.ts";
import { resetRequestSchema, tokenPasswordSchema } from "../../shared/staff-schemas.ts";
import { clearEmail, reserveAttempt } from "../auth/login-attempts.ts";
import { hashPassword } from "../auth/password-hash.ts";
import { passwordProblem } from "../auth/password-policy.ts";
import { endAllSessions, type SessionOrigin, startSession } from "../auth/session-tokens.ts";
import { findStaffByEmail } from "../auth/staff-users.ts";
import type { Dialect } from "../db/connection.ts";
import { toBool } from "../db/values.ts";
import { countFormUse } from "../forms/form-limits.ts";
import { badRequest, HttpError } from "../http/errors.ts";
import { validate } from "../http/validate.ts";
import type { Jobs } from "../jobs/jobs-service.ts";
import { resetMail } from "./account-mails.ts";
import type { AccountsDeps } from "./accounts-deps.ts";
import { issueToken, peekToken, spendToken, type TokenKind } from "./user-tokens.ts";

const NO_RESET_MAIL =
  "Email is not set up on this server, so reset links can't be sent. Ask an Administrator to start a reset for you under Staff accounts: they get a link to pass on.";

/** Reset mails per email: this many, then one per lock period (1, 2, 4… minutes, as for sign-in). */
const RESET_MAILS_FREE = 3;
const RESET_JOB = "password-reset.request";

const LINK_NOT_VALID: Record<TokenKind, string> = {
  invitation:
    "This invitation link is not valid. It may have been used already or be older than 72 hours. Ask an Administrator to send a new one.",
  reset: "This reset link is not valid. It may have been used already or be older than 1 hour. Ask for a new one.",
};

/** Passwords set from a link in an email: invitations and resets (docs/product.md, "Staff accounts"). */
export function createPasswordLinks(deps: AccountsDeps & { dialect: Dialect; jobs: Jobs }) {
  const { db, dialect, now, mail, audit, publicUrl, jobs, limits } = deps;

  /** Checks the link and the password, then sets it: every session ends, every sign-in lock of the email lifts. */
  async function setFromLink(kind: TokenKind, input: unknown) {
    const { token, password } = validate(tokenPasswordSchema, input);
    const at = now();
    const owner = await peekToken(db, kind, token, at);
    if (!owner)
      throw new HttpError(400, "link_not_valid", LINK_NOT_VALID[kind], { details: { token: LINK_NOT_VALID[kind] } });
    const problem = passwordProblem(password, [owner.email, owner.name]);
    if (problem) throw badRequest(problem, { password: problem });
    const passwordHash = await hashPassword(password);
    await db.transaction().execute(async (trx) => {
      if (!(await spendToken(trx, kind, token, at))) {
        throw new HttpError(400, "link_not_valid", LINK_NOT_VALID[kind], { details: { token: LINK_NOT_VALID[kind] } });
      }
      await trx
        .updateTable("users")
        .set({ password_hash: passwordHash, password_changed_at: at })
        .where("id", "=", owner.userId)
        .execute();
      await endAllSessions(trx, owner.userId);
      await clearEmail(trx, owner.email);
    });
    return owner;
  }

  /**
   * The queued half of a reset request, off the request path: mails a link only
   * to an active account, at most a few times in a row; says nothing either way.
   */
  jobs.handle(RESET_JOB, async (payload) => {
    const { email, ip } = payload as { email: string; ip: string };
    const user = await findStaffByEmail(db, email);
    if (!user || !toBool(user.active)) return;
    const allowed = await reserveAttempt(db, dialect, `reset:${email}`, RESET_MAILS_FREE, now());
    if (!allowed.ok) return;
    await db.transaction().execute(async (trx) => {
      const token = await issueToken(trx, Number(user.id), "reset", now());
      const link = `${publicUrl}/admin/reset-password?token=${token}`;
      await mail.enqueue(
        resetMail({ to: user.email, name: user.name, link, language: isLocale(user.language) ? user.language : "en" }),
        trx,
      );
    });
    await audit({
      actorId: Number(user.id),
      actorEmail: user.email,
      action: "password-reset.request",
      entity: "users",
      entityId: Number(user.id),
      ip,
    });
  });

  return {
    /**
     * The same answer, the same work and the same log whoever asks: two counts
     * (the address asked about, the client asking; 429 beyond either) and one
     * queued job, whether the address is a staff account or not. Without mail
     * set up it says so (to everyone alike).
     */
    async requestReset(input: unknown, ip: string): Promise<void> {
      const { email } = validate(resetRequestSchema, input);
      if (!mail.enabled) throw new HttpError(503, "mail_disabled", NO_RESET_MAIL);
      const at = now();
      await countFormUse(db, "resetAddress", `email:${email}`, at);
      await countFormUse(db, "resetClient", ip, at);
      await jobs.enqueue(RESET_JOB, { email, ip });
    },

    async confirmReset(input: unknown, ip: string): Promise<void> {
      const owner = await setFromLink("reset", input);
      await db.deleteFrom("login_attempts").where("key", "=", `reset:${owner.email}`).execute();
      await audit({
        actorId: owner.userId,
        actorEmail: owner.email,
        action: "password-reset",
        entity: "users",
        entityId: owner.userId,
        ip,
      });
    },

    /** Sets the invited person's first password and signs them in: `{ token }`. */
    async acceptInvitation(input: unknown, origin: SessionOrigin & { ip: string }): Promise<{ token: string }> {
      const owner = await setFromLink("invitation", input);
      const token = await startSession(db, owner.userId, now(), limits, origin);
      await audit({
        actorId: owner.userId,
        actorEmail: owner.email,
        action: "invitation.accept",
        entity: "users",
        entityId: owner.userId,
        ip: origin.ip,
      });
      return { token };
    },

    /** What the invitation page shows before the password is chosen. */
    async invitation(token: string) {
      const owner = await peekToken(db, "invitation", token, now());
      if (!owner) throw new HttpError(400, "link_not_valid", LINK_NOT_VALID.invitation);
      return { email: owner.email, name: owner.name };
    },
  };
}

export type PasswordLinks = ReturnType<typeof createPasswordLinks>;
