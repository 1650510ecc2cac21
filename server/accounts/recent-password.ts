import { HttpError } from "../http/errors.ts";
import type { Actor } from "./accounts-deps.ts";

/** Changes to accounts, two-factor sign-in and email addresses need the password entered within this. */
export const RECENT_PASSWORD_MS = 10 * 60_000;

export const REAUTH_MESSAGE = "For your security, enter your password again to continue.";

/** 403 `{ error, reauth_required: true }` when the password was last entered too long ago in this session. */
export function requireRecentPassword(actor: Actor, now: Date): void {
  const at = actor.passwordVerifiedAt?.getTime() ?? 0;
  if (now.getTime() - at > RECENT_PASSWORD_MS) {
    throw new HttpError(403, "reauth_required", REAUTH_MESSAGE, { flags: { reauth_required: true } });
  }
}
