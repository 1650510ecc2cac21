import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { looksLikeRecoveryCode, matchTotp, recoveryCodeHash } from "./totp.ts";

/**
 * Accepts a code from the authenticator app (each time step once: the step is
 * claimed with a conditional update, so two requests racing with one code
 * cannot both pass) or an unused recovery code (spent in the same way).
 */
export async function acceptSecondFactor(
  db: Kysely<Database>,
  user: { id: number; totp_secret: string; totp_last_step: number | string | null },
  code: string,
  now: Date,
): Promise<"totp" | "recovery" | null> {
  const lastStep = user.totp_last_step === null ? null : Number(user.totp_last_step);
  const step = await matchTotp(user.totp_secret, code, now, lastStep);
  if (step !== null) {
    const claimed = await db
      .updateTable("users")
      .set({ totp_last_step: step })
      .where("id", "=", user.id)
      .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1 ? "totp" : null;
  }
  if (!looksLikeRecoveryCode(code)) return null;
  const spent = await db
    .updateTable("recovery_codes")
    .set({ used_at: now })
    .where("user_id", "=", user.id)
    .where("code_hash", "=", recoveryCodeHash(code))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1 ? "recovery" : null;
}
