import { describe, expect, it } from "vitest";
import { isEmail } from "./email.ts";

describe("isEmail", () => {
  it("accepts ordinary addresses", () => {
    expect(isEmail("amina@example.co.ke")).toBe(true);
    expect(isEmail(" j.otieno+news@mail.org ")).toBe(true);
  });
  it("rejects addresses a person most likely mistyped", () => {
    for (const bad of ["", "amina", "amina@", "@example.com", "amina@example", "a b@example.com", "amina@@x.com"]) {
      expect(isEmail(bad), bad).toBe(false);
    }
  });
});
