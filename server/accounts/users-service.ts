import { localizedPath } from "../../shared/locales.ts";
import { ROLE_LABELS } from "../../shared/roles.ts";
import type { SecuritySettings, StaffAccount } from "../../shared/staff.ts";
import { inviteSchema, securitySchema, userUpdateSchema } from "../../shared/staff-schemas.ts";
import { setTotpRequired, totpRequired } from "../auth/security-settings.ts";
import { endAllSessions } from "../auth/session-tokens.ts";
import { findStaffByEmail } from "../auth/staff-users.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { conflict, forbidden, invariant, notFound } from "../http/errors.ts";
import { validate } from "../http/validate.ts";
import { invitationMail, resetMail } from "./account-mails.ts";
import { type AccountsDeps, type Actor, actorEvent } from "./accounts-deps.ts";
import { requireRecentPassword } from "./recent-password.ts";
import { listStaff, otherActiveAdmins } from "./staff-directory.ts";
import { issueToken } from "./user-tokens.ts";

const NOT_FOUND = "Staff account not found";
const LAST_ADMIN = "There must always be at least one active Administrator. Make someone else an Administrator first.";

/**
 * Without a mail server (no SMTP_URL) an invitation, or a password reset started
 * by an Administrator, answers its one-time link (`link`) for the Administrator
 * to pass on; with one, the link is mailed and never shown (docs/product.md,
 * "Staff accounts"; decision 0061).
 */
export type LinkAnswer = { link?: string };

/** Staff accounts as Administrators manage them (docs/product.md, "Staff accounts"). Callers check the users permission. */
export function createUsersService(deps: AccountsDeps) {
  const { db, now, mail, audit, publicUrl } = deps;

  async function one(id: number): Promise<StaffAccount> {
    const [account] = await listStaff(db, id);
    invariant(account, notFound(NOT_FOUND));
    return account;
  }

  async function sendInvitation(trx: typeof db, user: StaffAccount, actor: Actor): Promise<LinkAnswer> {
    const token = await issueToken(trx, user.id, "invitation", now());
    // In the invitee's language: a Kiswahili invitation opens its page in Kiswahili.
    const link = `${publicUrl}${localizedPath("/admin/accept-invitation", user.language)}?token=${token}`;
    if (!mail.enabled) return { link };
    const invitedBy = actor.name || actor.email;
    const invitation = { to: user.email, name: user.name, role: user.role, invitedBy, link, language: user.language };
    await mail.enqueue(invitationMail(invitation), trx);
    return {};
  }

  return {
    list: () => listStaff(db),

    /** Creates the account (no password yet) and mails a link to set one (or answers it), in one transaction. */
    async invite(input: unknown, actor: Actor): Promise<StaffAccount & LinkAnswer> {
      const data = validate(inviteSchema, input);
      requireRecentPassword(actor, now());
      if (await findStaffByEmail(db, data.email)) throw conflict(`There is already a staff account for ${data.email}.`);
      const at = now();
      try {
        const { id, link } = await db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto("users")
            .values({
              email: data.email,
              name: data.name,
              role: data.role,
              password_hash: "",
              // The invitee starts in the inviter's language (decision 0072).
              language: actor.language,
              created_at: at,
              password_changed_at: at,
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          const user: StaffAccount = {
            id: Number(row.id),
            email: data.email,
            name: data.name,
            role: data.role,
            status: "invited",
            totp_enabled: false,
            language: actor.language,
            created_at: at.toISOString(),
            last_seen_at: null,
          };
          return { id: user.id, ...(await sendInvitation(trx, user, actor)) };
        });
        await audit({
          ...actorEvent(actor),
          action: "users.invite",
          entity: "users",
          entityId: id,
          detail: { email: data.email, role: data.role },
        });
        return { ...(await one(id)), ...(link && { link }) };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(`There is already a staff account for ${data.email}.`);
        throw error;
      }
    },

    /** A fresh invitation link for someone who has not set a password yet; the old link stops working. */
    async resendInvitation(id: number, actor: Actor): Promise<StaffAccount & LinkAnswer> {
      requireRecentPassword(actor, now());
      const user = await one(id);
      if (user.status !== "invited") throw conflict(`${user.email} has already set a password.`);
      const answer = await db.transaction().execute((trx) => sendInvitation(trx, user, actor));
      return { ...user, ...answer };
    },

    /**
     * A password reset started by an Administrator for someone else: mailed to
     * them, or (without a mail server) answered as a one-time link, valid 1 hour.
     */
    async startReset(id: number, actor: Actor): Promise<LinkAnswer & { sent_to?: string }> {
      requireRecentPassword(actor, now());
      const user = await one(id);
      if (user.status !== "active")
        throw conflict(`${user.email} has no password to reset yet: resend the invitation instead.`);
      const answer = await db.transaction().execute(async (trx): Promise<LinkAnswer & { sent_to?: string }> => {
        const token = await issueToken(trx, user.id, "reset", now());
        const link = `${publicUrl}/admin/reset-password?token=${token}`;
        if (!mail.enabled) return { link };
        await mail.enqueue(resetMail({ to: user.email, name: user.name, link, language: user.language }), trx);
        return { sent_to: user.email };
      });
      // The audit log records the call itself (users.password-reset, server/audit/audit-writes.ts).
      return answer;
    },

    async update(id: number, input: unknown, actor: Actor): Promise<StaffAccount> {
      const data = validate(userUpdateSchema, input);
      requireRecentPassword(actor, now());
      const before = await one(id);
      const demotes = data.role !== undefined && data.role !== "admin" && before.role === "admin";
      const deactivates = data.active === false && before.status !== "deactivated";
      if (id === actor.userId && deactivates) throw forbidden("You can't deactivate your own account.");
      if ((demotes || deactivates) && before.role === "admin" && (await otherActiveAdmins(db, id)) === 0)
        throw conflict(LAST_ADMIN);
      await db.transaction().execute(async (trx) => {
        const changes = {
          ...(data.role !== undefined && { role: data.role }),
          ...(data.name !== undefined && { name: data.name }),
          ...(data.active !== undefined && { active: data.active }),
          ...(data.reset_totp && {
            totp_secret: null,
            totp_pending_secret: null,
            totp_enabled_at: null,
            totp_last_step: null,
          }),
        };
        if (Object.keys(changes).length > 0) await trx.updateTable("users").set(changes).where("id", "=", id).execute();
        if (data.reset_totp) await trx.deleteFrom("recovery_codes").where("user_id", "=", id).execute();
        if (deactivates) await endAllSessions(trx, id);
      });
      const event = { ...actorEvent(actor), entity: "users", entityId: id };
      if (data.role !== undefined && data.role !== before.role) {
        await audit({
          ...event,
          action: "users.role",
          detail: { email: before.email, from: ROLE_LABELS[before.role], to: ROLE_LABELS[data.role] },
        });
      }
      if (deactivates) await audit({ ...event, action: "users.deactivate", detail: { email: before.email } });
      if (data.active === true && before.status === "deactivated")
        await audit({ ...event, action: "users.reactivate", detail: { email: before.email } });
      if (data.reset_totp) await audit({ ...event, action: "users.totp-reset", detail: { email: before.email } });
      return one(id);
    },

    async remove(id: number, actor: Actor): Promise<void> {
      requireRecentPassword(actor, now());
      const before = await one(id);
      if (id === actor.userId) throw forbidden("You can't delete your own account.");
      if (before.role === "admin" && (await otherActiveAdmins(db, id)) === 0) throw conflict(LAST_ADMIN);
      await db.deleteFrom("users").where("id", "=", id).execute();
      await audit({
        ...actorEvent(actor),
        action: "users.delete-account",
        entity: "users",
        entityId: id,
        detail: { email: before.email },
      });
    },

    security: async (): Promise<SecuritySettings> => ({ require_totp: await totpRequired(db) }),

    /** Requiring two-factor sign-in for everyone; whoever turns it on must have it themselves. */
    async setSecurity(input: unknown, actor: Actor): Promise<SecuritySettings> {
      const data = validate(securitySchema, input);
      requireRecentPassword(actor, now());
      if (data.require_totp && !actor.totpEnabled) {
        throw conflict("Set up two-factor sign-in for your own account first, under Your account.");
      }
      await setTotpRequired(db, data.require_totp, now());
      await audit({
        ...actorEvent(actor),
        action: data.require_totp ? "security.require-totp" : "security.allow-no-totp",
        entity: "security",
      });
      return { require_totp: data.require_totp };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
