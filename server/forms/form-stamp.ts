import { hmac, sameSignature } from "./site-secret.ts";

/**
 * The signed time stamp each form carries (field `form_stamp`): when the form
 * was shown, signed with the site secret. Only its age matters, and only as a
 * minimum: a page kept in the render cache for days still works, because an old
 * stamp passes the minimum-time rule (docs/product.md, "Spam").
 */
export const MIN_FILL_MS = 3000;

export function makeStamp(secret: string, now: Date): string {
  const t = String(now.getTime());
  return `${t}.${hmac(secret, `stamp:${t}`)}`;
}

export type StampVerdict = "ok" | "missing" | "forged" | "too-fast";

export function judgeStamp(secret: string, stamp: unknown, now: Date): StampVerdict {
  if (typeof stamp !== "string" || !stamp) return "missing";
  const [t, signature] = stamp.split(".");
  if (!t || !signature || !/^\d{1,15}$/.test(t) || !sameSignature(signature, hmac(secret, `stamp:${t}`))) {
    return "forged";
  }
  return now.getTime() - Number(t) < MIN_FILL_MS ? "too-fast" : "ok";
}
