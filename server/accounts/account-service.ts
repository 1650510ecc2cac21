import type { Me, StaffSession } from "../../shared/staff.ts";
import { meUpdateSchema, reauthSchema } from "../../shared/staff-schemas.ts";
import { hashPassword } from "../auth/password-hash.ts";
import { passwordProblem } from "../auth/password-policy.ts";
import { endOtherSessions } from "../auth/session-tokens.ts";
import { findStaffByEmail } from "../auth/staff-users.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { toIso } from "../db/values.ts";
import { badRequest, conflict, invariant, notFound } from "../http/errors.ts";
import { validate } from "../http/validate.ts";
import { type AccountsDeps, type Actor, actorEvent } from "./accounts-deps.ts";
import { browserLabel } from "./browser-label.ts";

const SESSION_NOT_FOUND = "Session not found";

/** One's own account: profile, password, sessions and password re-entry (docs/product.md, "Your account"). */
export function createAccountService(deps: AccountsDeps) {
  const { db, now, auth, audit } = deps;

  const me = (actor: Actor): Me => ({
    id: actor.userId,
    email: actor.email,
    name: actor.name,
    role: actor.role,
    totp_enabled: actor.totpEnabled,
    totp_setup_required: actor.totpRequired && !actor.totpEnabled,
    language: actor.language,
    features: deps.features,
  });

  return {
    me,

    /**
     * A new name; a new email or password with the current password. A new
     * password ends the person's other sessions.
     */
    async update(input: unknown, actor: Actor): Promise<Me> {
      const data = validate(meUpdateSchema, input);
      const changesEmail = data.email !== undefined && data.email !== actor.email;
      if ((changesEmail || data.password !== undefined) && data.current_password === undefined) {
        const details = { current_password: "Enter your current password to change your email or password." };
        throw badRequest(details.current_password, details);
      }
      if (data.current_password !== undefined && (changesEmail || data.password !== undefined)) {
        await auth.confirmPassword(actor.userId, actor.email, data.current_password, actor.ip, "current_password");
      }
      const email = changesEmail ? data.email! : actor.email;
      const name = data.name ?? actor.name;
      const language = data.language ?? actor.language;
      if (data.password !== undefined) {
        const problem = passwordProblem(data.password, [email, name]);
        if (problem) throw badRequest(problem, { password: problem });
      }
      if (changesEmail && (await findStaffByEmail(db, email)))
        throw conflict(`There is already a staff account for ${email}.`);
      const at = now();
      const passwordHash = data.password === undefined ? undefined : await hashPassword(data.password);
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable("users")
            .set({
              name,
              email,
              language,
              ...(passwordHash && { password_hash: passwordHash, password_changed_at: at }),
            })
            .where("id", "=", actor.userId)
            .execute();
          if (passwordHash || changesEmail) {
            await endOtherSessions(trx, actor.userId, actor.sessionId);
            await trx
              .updateTable("sessions")
              .set({ password_verified_at: at })
              .where("id", "=", actor.sessionId)
              .execute();
          }
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(`There is already a staff account for ${email}.`);
        throw error;
      }
      if (passwordHash)
        await audit({ ...actorEvent(actor), action: "me.password", entity: "users", entityId: actor.userId });
      if (changesEmail)
        await audit({
          ...actorEvent(actor),
          action: "me.email",
          entity: "users",
          entityId: actor.userId,
          detail: { from: actor.email, to: email },
        });
      return me({ ...actor, email, name, language });
    },

    /** The password entered again: sensitive changes are open for the next 10 minutes. */
    async reauth(input: unknown, actor: Actor): Promise<void> {
      const { password } = validate(reauthSchema, input);
      await auth.confirmPassword(actor.userId, actor.email, password, actor.ip);
      await db.updateTable("sessions").set({ password_verified_at: now() }).where("id", "=", actor.sessionId).execute();
    },

    async sessions(actor: Actor): Promise<StaffSession[]> {
      const rows = await db
        .selectFrom("sessions")
        .select(["id", "user_agent", "ip", "created_at", "last_seen_at"])
        .where("user_id", "=", actor.userId)
        .where("expires_at", ">", now())
        .orderBy("last_seen_at", "desc")
        .execute();
      return rows.map((row) => ({
        id: Number(row.id),
        current: Number(row.id) === actor.sessionId,
        browser: browserLabel(row.user_agent),
        ip: row.ip,
        created_at: toIso(row.created_at) ?? "",
        last_seen_at: toIso(row.last_seen_at) ?? "",
      }));
    },

    async revokeSession(id: number, actor: Actor): Promise<void> {
      const result = await db
        .deleteFrom("sessions")
        .where("id", "=", id)
        .where("user_id", "=", actor.userId)
        .executeTakeFirst();
      invariant(Number(result.numDeletedRows) === 1 ? true : null, notFound(SESSION_NOT_FOUND));
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
