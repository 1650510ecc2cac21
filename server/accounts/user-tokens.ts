import type { Kysely } from "kysely";
import { newToken, tokenHash } from "../auth/session-tokens.ts";
import type { Database } from "../db/schema.ts";

/** Single-use links sent by email: an invitation (valid 72 hours) or a password reset (1 hour). */
export const TOKEN_KINDS = {
  invitation: { ttlMs: 72 * 3600_000 },
  reset: { ttlMs: 3600_000 },
} as const;
export type TokenKind = keyof typeof TOKEN_KINDS;

/** A new token of `kind` for the user; earlier unused ones of that kind stop working. Only the hash is stored. */
export async function issueToken(db: Kysely<Database>, userId: number, kind: TokenKind, now: Date): Promise<string> {
  await db
    .updateTable("user_tokens")
    .set({ used_at: now })
    .where("user_id", "=", userId)
    .where("kind", "=", kind)
    .where("used_at", "is", null)
    .execute();
  const token = newToken();
  await db
    .insertInto("user_tokens")
    .values({
      kind,
      token_hash: tokenHash(token),
      user_id: userId,
      created_at: now,
      expires_at: new Date(now.getTime() + TOKEN_KINDS[kind].ttlMs),
    })
    .execute();
  return token;
}

/** Whose unused, unexpired token this is (without using it up), or null. */
export async function peekToken(db: Kysely<Database>, kind: TokenKind, token: string, now: Date) {
  if (token.length < 20 || token.length > 200) return null;
  const row = await db
    .selectFrom("user_tokens")
    .innerJoin("users", "users.id", "user_tokens.user_id")
    .select(["user_tokens.user_id", "users.email", "users.name"])
    .where("user_tokens.kind", "=", kind)
    .where("user_tokens.token_hash", "=", tokenHash(token))
    .where("user_tokens.used_at", "is", null)
    .where("user_tokens.expires_at", ">", now)
    .executeTakeFirst();
  return row ? { userId: Number(row.user_id), email: row.email, name: row.name } : null;
}

/** Uses the token up, atomically: of two requests with one token only one gets `true`. */
export async function spendToken(db: Kysely<Database>, kind: TokenKind, token: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("user_tokens")
    .set({ used_at: now })
    .where("kind", "=", kind)
    .where("token_hash", "=", tokenHash(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Forgets tokens that were used or have expired. */
export async function purgeTokens(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom("user_tokens")
    .where((eb) => eb.or([eb("used_at", "is not", null), eb("expires_at", "<=", now)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
