import { createHash, randomInt } from "node:crypto";
import { generate, generateSecret, generateURI, verify } from "otplib";

/** TOTP per RFC 6238: 6 digits, 30-second steps, SHA-1 (what authenticator apps expect). */
const PERIOD = 30;
/** A code from the step before or after still counts, for clocks a little apart. */
const TOLERANCE_SECONDS = 30;
export const TOTP_ISSUER = "Uraia";

export const newTotpSecret = () => generateSecret({ length: 20 });

export const otpauthUrl = (email: string, secret: string) =>
  generateURI({ issuer: TOTP_ISSUER, label: email, secret, period: PERIOD });

/** The code for `now` (tests and the admin's own checks). */
export const totpCode = (secret: string, now: Date) =>
  generate({ secret, epoch: Math.floor(now.getTime() / 1000), period: PERIOD });

/**
 * The time step a code matches at `now`, or null. Steps at or before
 * `afterStep` are refused, so a code seen once (over a shoulder, in a proxy
 * log) cannot be used again.
 */
export async function matchTotp(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | null> {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(now.getTime() / 1000),
    period: PERIOD,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep !== null && { afterTimeStep: afterStep }),
  });
  return result.valid ? Math.floor(now.getTime() / 1000 / PERIOD) + result.delta : null;
}

/** Ten single-use recovery codes, e.g. 'k7tq-2mzp-9wxd' (60 bits each); only their hashes are stored. */
const ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
export const RECOVERY_CODE_COUNT = 10;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 3 }, () =>
      Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(""),
    ).join("-"),
  );
}

/** How a typed recovery code is compared: without spaces, dashes or case. */
export const recoveryCodeHash = (code: string) =>
  createHash("sha256")
    .update(code.toLowerCase().replace(/[\s-]+/g, ""))
    .digest("hex");

export const looksLikeRecoveryCode = (code: string) => /^[a-z0-9]{12}$/i.test(code.replace(/[\s-]+/g, ""));
