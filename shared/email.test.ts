import { describe, expect, it } from "vitest";
import { isEmail, mailtoHref } from "./email.ts";

describe("isEmail", () => {
  it("accepts ordinary addresses", () => {
    for (const good of [
      "amina@example.co.ke",
      " j.otieno+news@mail.org ",
      "o'neil@example.com",
      "wanjiru_k@sub.example-mail.ke",
      "x@xn--80ak6aa92e.com",
    ]) {
      expect(isEmail(good), good).toBe(true);
    }
  });
  it("rejects addresses a person most likely mistyped", () => {
    for (const bad of ["", "amina", "amina@", "@example.com", "amina@example", "a b@example.com", "amina@@x.com"]) {
      expect(isEmail(bad), bad).toBe(false);
    }
  });
  it("rejects what mail programs, mailto: links or spreadsheets read as syntax", () => {
    for (const bad of [
      "x?cc=attacker%40evil.org&bcc=y@example.com",
      'x"y@example.com',
      '=HYPERLINK("http://evil.example")@example.com',
      "(comment)x@example.com",
      "<x@example.com>",
      "x@example.com>",
      "=x@example.com",
      "+x@example.com",
      "-x@example.com",
      "@x@example.com",
      ".x@example.com",
      "x..y@example.com",
      "x.@example.com",
      "x@-example.com",
      "x@example.c0m",
      "x@exa_mple.com",
      `${"a".repeat(65)}@example.com`,
    ]) {
      expect(isEmail(bad), bad).toBe(false);
    }
  });
});

describe("mailtoHref", () => {
  it("encodes the address and the fields, so nothing can add a header", () => {
    expect(mailtoHref("amina@example.co.ke", { subject: "Re: Dialogue & budget", body: "a=b?" })).toBe(
      "mailto:amina@example.co.ke?subject=Re%3A%20Dialogue%20%26%20budget&body=a%3Db%3F",
    );
    expect(mailtoHref("x?cc=evil@example.com")).toBe("mailto:x%3Fcc%3Devil@example.com");
  });
});
