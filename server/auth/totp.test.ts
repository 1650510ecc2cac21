import { describe, expect, it } from "vitest";
import {
  looksLikeRecoveryCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  recoveryCodeHash,
  totpCode,
} from "./totp.ts";

// RFC 6238 appendix B's SHA-1 key, "12345678901234567890", in base32.
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("TOTP", () => {
  it("matches the RFC 6238 test vectors (last six digits)", async () => {
    expect(await totpCode(RFC_SECRET, new Date(59_000))).toBe("287082");
    expect(await totpCode(RFC_SECRET, new Date(1111111109_000))).toBe("081804");
    expect(await totpCode(RFC_SECRET, new Date(1234567890_000))).toBe("005924");
  });

  it("accepts the current step and one on either side, nothing further", async () => {
    const now = new Date("2026-01-15T09:00:10.000Z");
    const secret = newTotpSecret();
    const step = Math.floor(now.getTime() / 30_000);
    expect(await matchTotp(secret, await totpCode(secret, now), now, null)).toBe(step);
    expect(await matchTotp(secret, await totpCode(secret, new Date(now.getTime() - 30_000)), now, null)).toBe(step - 1);
    expect(await matchTotp(secret, await totpCode(secret, new Date(now.getTime() + 30_000)), now, null)).toBe(step + 1);
    expect(await matchTotp(secret, await totpCode(secret, new Date(now.getTime() - 90_000)), now, null)).toBeNull();
  });

  it("refuses a code from a step already used, and malformed codes", async () => {
    const now = new Date("2026-01-15T09:00:10.000Z");
    const secret = newTotpSecret();
    const code = await totpCode(secret, now);
    const step = await matchTotp(secret, code, now, null);
    expect(await matchTotp(secret, code, now, step)).toBeNull();
    expect(await matchTotp(secret, "12345", now, null)).toBeNull();
    expect(await matchTotp(secret, "abcdef", now, null)).toBeNull();
    expect(await matchTotp(secret, ` ${code.slice(0, 3)} ${code.slice(3)} `, now, null)).toBe(step);
  });

  it("builds an otpauth URL naming the site and the person", () => {
    expect(otpauthUrl("amina@uraia.org", "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP")).toBe(
      "otpauth://totp/Uraia:amina%40uraia.org?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Uraia",
    );
  });
});

describe("recovery codes", () => {
  it("draws ten different codes, compared without case or dashes", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
      expect(looksLikeRecoveryCode(code)).toBe(true);
      expect(recoveryCodeHash(code.toUpperCase().replace(/-/g, " "))).toBe(recoveryCodeHash(code));
    }
  });
});
