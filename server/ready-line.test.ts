import { describe, expect, it } from "vitest";
import { readyLine } from "./ready-line.ts";

describe("the line that ends a start", () => {
  const url = "http://localhost:3000";

  it("gives the demo account's password on the start that made it", () => {
    expect(readyLine(url, { email: "admin@uraia.local", password: "k3y-only-once" }, null)).toBe(
      "Uraia is ready at http://localhost:3000 — staff sign in at http://localhost:3000/admin/login with email admin@uraia.local and password k3y-only-once (shown only this once)",
    );
  });

  it("points at ADMIN_PASSWORD for an account made from the environment, and never prints it", () => {
    expect(readyLine(url, { email: "you@example.org", password: null }, null)).toBe(
      "Uraia is ready at http://localhost:3000 — staff sign in at http://localhost:3000/admin/login with email you@example.org and the password in ADMIN_PASSWORD",
    );
  });

  it("on a later start names the first Administrator and how to set a new password", () => {
    expect(readyLine(url, null, "admin@uraia.local")).toBe(
      "Uraia is ready at http://localhost:3000 — staff sign in at http://localhost:3000/admin/login as admin@uraia.local (a new password: npm run admin -- reset-password --email admin@uraia.local)",
    );
  });

  it("says how to make an account when there is none", () => {
    expect(readyLine(url, null, null)).toBe(
      "Uraia is ready at http://localhost:3000 — no staff account yet: npm run admin -- create --email you@example.org",
    );
  });
});
