import { describe, expect, it } from "vitest";
import { formatPhone, telHref, whatsappHref } from "./format-phone.ts";

describe("phone links", () => {
  it("calls and chats with the stored E.164 number", () => {
    expect(formatPhone("+254711222333")).toBe("+254 711 222 333");
    expect(telHref("+254711222333")).toBe("tel:+254711222333");
    expect(whatsappHref("+254711222333")).toBe("https://wa.me/254711222333");
    expect(whatsappHref("+447700900123")).toBe("https://wa.me/447700900123");
  });
});
