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

/**
 * The newsletter's per-recipient return path and Message-ID carry
 * `<subscriber>.<issue>.<signature>`: lowercase hex, since some mail servers
 * change the case of an address's local part. A bounce or complaint names the
 * subscriber and issue only through it, so a forged report suppresses nobody.
 */
export function bounceToken(secret: string, subscriberId: number, issueId: number): string {
  return `${subscriberId}.${issueId}.${hmac(secret, `bounce:${subscriberId}.${issueId}`, "hex").slice(0, 20)}`;
}

export function readBounceToken(secret: string, token: string): { subscriberId: number; issueId: number } | null {
  const match = /^(\d{1,15})\.(\d{1,15})\.([0-9a-f]{20})$/.exec(token.toLowerCase());
  if (!match) return null;
  const [, subscriber, issue, signature] = match as unknown as [string, string, string, string];
  const expected = hmac(secret, `bounce:${subscriber}.${issue}`, "hex").slice(0, 20);
  return sameSignature(signature, expected) ? { subscriberId: Number(subscriber), issueId: Number(issue) } : null;
}

/** Every bounce token in a text (a report quotes the original's Return-Path and Message-ID). */
export const BOUNCE_TOKEN_PATTERN = /(?:bounce\+|newsletter\.)(\d{1,15}\.\d{1,15}\.[0-9a-f]{20})@/gi;
