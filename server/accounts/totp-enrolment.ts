import type { Kysely } from "kysely";
import { totpConfirmSchema } from "../../shared/staff-schemas.ts";
import { totpRequired } from "../auth/security-settings.ts";
import { matchTotp, newRecoveryCodes, newTotpSecret, otpauthUrl, recoveryCodeHash } from "../auth/totp.ts";
import type { Database } from "../db/schema.ts";
import { badRequest, conflict } from "../http/errors.ts";
import { validate } from "../http/validate.ts";
import { type AccountsDeps, type Actor, actorEvent } from "./accounts-deps.ts";
import { requireRecentPassword } from "./recent-password.ts";

export type TotpEnrolment = { secret: string; otpauth_url: string; qr_svg: string };

const NO_PENDING = "Start setting up two-factor sign-in first.";
const WRONG_CODE = "That code is not right. Enter the 6-digit code your app shows now.";

async function storeRecoveryCodes(db: Kysely<Database>, userId: number, at: Date): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
  await db
    .insertInto("recovery_codes")
    .values(codes.map((code) => ({ user_id: userId, code_hash: recoveryCodeHash(code), created_at: at })))
    .execute();
  return codes;
}

/** Two-factor sign-in for one's own account (docs/product.md, "Two-factor sign-in"). */
export function createTotpEnrolment(deps: AccountsDeps) {
  const { db, now, audit, secrets } = deps;
  return {
    /** A new secret (kept pending until confirmed), its otpauth URL and a QR code drawn here as SVG. */
    async start(actor: Actor): Promise<TotpEnrolment> {
      requireRecentPassword(actor, now());
      const secret = newTotpSecret();
      await db
        .updateTable("users")
        .set({ totp_pending_secret: secrets.seal(secret) })
        .where("id", "=", actor.userId)
        .execute();
      const url = otpauthUrl(actor.email, secret);
      // Loaded on the first enrolment, not at every start (docs/decisions/0098).
      const { default: QRCode } = await import("qrcode");
      const svg = await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
      return { secret, otpauth_url: url, qr_svg: svg };
    },

    /** A code from the app turns it on; answers ten new recovery codes, shown once. */
    async confirm(input: unknown, actor: Actor): Promise<{ recovery_codes: string[] }> {
      const { code } = validate(totpConfirmSchema, input);
      requireRecentPassword(actor, now());
      const row = await db
        .selectFrom("users")
        .select("totp_pending_secret")
        .where("id", "=", actor.userId)
        .executeTakeFirst();
      const sealed = row?.totp_pending_secret;
      if (!sealed) throw conflict(NO_PENDING);
      const secret = secrets.open(sealed);
      const at = now();
      const step = await matchTotp(secret, code, at, null);
      if (step === null) throw badRequest(WRONG_CODE, { code: WRONG_CODE });
      const codes = await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("users")
          .set({ totp_secret: sealed, totp_pending_secret: null, totp_enabled_at: at, totp_last_step: step })
          .where("id", "=", actor.userId)
          .execute();
        return storeRecoveryCodes(trx, actor.userId, at);
      });
      await audit({ ...actorEvent(actor), action: "me.totp.enable", entity: "users", entityId: actor.userId });
      return { recovery_codes: codes };
    },

    /** Ten new recovery codes; the old ones stop working. */
    async newRecoveryCodes(actor: Actor): Promise<{ recovery_codes: string[] }> {
      requireRecentPassword(actor, now());
      if (!actor.totpEnabled) throw conflict("Two-factor sign-in is not on for your account.");
      const codes = await db.transaction().execute((trx) => storeRecoveryCodes(trx, actor.userId, now()));
      await audit({ ...actorEvent(actor), action: "me.totp.recovery-codes", entity: "users", entityId: actor.userId });
      return { recovery_codes: codes };
    },

    async disable(actor: Actor): Promise<void> {
      requireRecentPassword(actor, now());
      if (await totpRequired(db)) {
        throw conflict("Two-factor sign-in is required for every staff account, so it can't be turned off.");
      }
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("users")
          .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null })
          .where("id", "=", actor.userId)
          .execute();
        await trx.deleteFrom("recovery_codes").where("user_id", "=", actor.userId).execute();
      });
      await audit({ ...actorEvent(actor), action: "me.totp.disable", entity: "users", entityId: actor.userId });
    },

    async remainingRecoveryCodes(actor: Actor): Promise<number> {
      const row = await db
        .selectFrom("recovery_codes")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("user_id", "=", actor.userId)
        .where("used_at", "is", null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type TotpEnrolmentService = ReturnType<typeof createTotpEnrolment>;
