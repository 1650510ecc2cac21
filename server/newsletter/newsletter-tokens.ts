import { hmac, sameSignature } from "../forms/site-secret.ts";

/**
 * Newsletter links (docs/product.md, "Newsletter"), signed with the site secret:
 * - confirm: `<id>.<expires ms>.<nonce>.<signature>`, valid 7 days and once (the
 *   nonce is stored with the subscriber and cleared when used);
 * - unsubscribe: `<id>.<signature>`, valid as long as the subscriber exists.
 */
export const CONFIRM_VALID_MS = 7 * 86400_000;

export function confirmToken(secret: string, id: number, nonce: string, expiresAt: number): string {
  const body = `${id}.${expiresAt}.${nonce}`;
  return `${body}.${hmac(secret, `confirm:${body}`)}`;
}

export function readConfirmToken(
  secret: string,
  token: unknown,
): { id: number; nonce: string; expiresAt: number } | null {
  if (typeof token !== "string") return null;
  const match = /^(\d{1,15})\.(\d{1,15})\.([\w-]{8,64})\.([\w-]+)$/.exec(token);
  if (!match) return null;
  const [, id, expires, nonce, signature] = match as unknown as [string, string, string, string, string];
  if (!sameSignature(signature, hmac(secret, `confirm:${id}.${expires}.${nonce}`))) return null;
  return { id: Number(id), nonce, expiresAt: Number(expires) };
}

export function unsubscribeToken(secret: string, id: number): string {
  return `${id}.${hmac(secret, `unsubscribe:${id}`)}`;
}

export function readUnsubscribeToken(secret: string, token: unknown): number | null {
  if (typeof token !== "string") return null;
  const match = /^(\d{1,15})\.([\w-]+)$/.exec(token);
  if (!match) return null;
  return sameSignature(match[2]!, hmac(secret, `unsubscribe:${match[1]}`)) ? Number(match[1]) : null;
}
