import { describe, expect, it } from "vitest";
import { maskSmsPhone, normaliseSmsPhone, replyIntent } from "./sms-phone.ts";

describe("normaliseSmsPhone", () => {
  it("writes every usual form of a Kenyan mobile number as E.164", () => {
    for (const input of ["0712 345 678", "+254 712 345678", "254712345678", "712345678", "(0712) 345-678"]) {
      expect(normaliseSmsPhone(input)).toBe("+254712345678");
    }
    expect(normaliseSmsPhone("0110 123 456")).toBe("+254110123456");
    expect(normaliseSmsPhone("+256 772 123456")).toBe("+256772123456");
  });

  it("refuses what is not a mobile number", () => {
    for (const input of ["020 2123456", "12345", "07123", "not a number", "", 712345678]) {
      expect(normaliseSmsPhone(input)).toBeNull();
    }
  });

  it("masks all but the start and the last three digits", () => {
    expect(maskSmsPhone("+254712345678")).toBe("+2547•••••678");
  });
});

describe("replyIntent", () => {
  it("reads the stop and start words in any case, as the first word", () => {
    for (const text of ["STOP", "stop", " Ondoka ", "toka", "Acha tafadhali", "STOP."]) {
      expect(replyIntent(text)).toEqual({ intent: "stop" });
    }
    expect(replyIntent("start")).toEqual({ intent: "start", language: "en" });
    expect(replyIntent("Anza")).toEqual({ intent: "start", language: "sw" });
    expect(replyIntent("Habari, nataka kujua zaidi")).toBeNull();
    expect(replyIntent("stopping by later")).toBeNull();
  });
});
