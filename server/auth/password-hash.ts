import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

/** argon2id with the OWASP minimums: 19 MiB memory, 2 iterations, 1 lane. */
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummy: Promise<string> | undefined;

/** Computes the throw-away hash ahead of the first sign-in (see verifyPassword). */
export function prepareDummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(18).toString("base64"));
  return dummy;
}

/**
 * Checks a password against a stored hash. With no hash (unknown email) it
 * checks against a throw-away hash, so both cases take about as long.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await prepareDummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
