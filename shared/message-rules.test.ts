import { describe, expect, it } from "vitest";
import { FIELD_MESSAGES as m, quickCheck } from "./message-rules.ts";
import { toE164 } from "./message-schema.ts";

describe("message rules", () => {
  it("reads Kenyan numbers as dialled and international ones with their code", () => {
    expect(toE164("0712 345 678")).toBe("+254712345678");
    expect(toE164("+254 733 111 222")).toBe("+254733111222");
    expect(toE164("0110 123 456")).toBe("+254110123456");
    expect(toE164("+1 202 555 0143")).toBe("+12025550143");
    expect(toE164("12")).toBeNull();
    expect(toE164("call me")).toBeNull();
  });

  it("checks in the browser what needs no server", () => {
    expect(quickCheck("general", { name: "", email: "x@", subject: " ", message: "", consent: false })).toEqual({
      name: m.name,
      email: m.emailInvalid,
      subject: m.subject,
      message: m.message,
      consent: m.consent,
    });
    expect(
      quickCheck("registration", { name: "Amina", email: "a@example.org", phone: "", people: "0", consent: "on" }),
    ).toEqual({ phone: m.phoneMissing, reference: m.event, county: m.county, people: m.people });
    expect(
      quickCheck("volunteer", {
        name: "Amina",
        email: "a@example.org",
        phone: "0712345678",
        reference: "Facilitator",
        message: "Keen",
        consent: true,
      }),
    ).toEqual({});
  });
});
