import { describe, expect, it } from "vitest";
import { arfMail, dsnMail } from "../../tests/support/bounce-mail.ts";
import { readBounceReport } from "./bounce-report.ts";
import { withinSendingHours } from "./issue-sender.ts";

const returnPath = "bounce+12.3.0123456789abcdef0123@bounces.uraia.test";
const dsn = (status: string, diagnostic = "550 5.1.1 User unknown") =>
  readBounceReport(dsnMail({ returnPath, recipient: "a@example.org", status, diagnostic }));

describe("bounce and complaint reports", () => {
  it("reads a DSN's failed recipient: 5.x.x hard, 4.x.x and a full mailbox (5.2.2) soft", async () => {
    expect(await dsn("5.1.1")).toEqual({
      kind: "hard",
      detail: "5.1.1 550 5.1.1 User unknown",
      tokens: ["12.3.0123456789abcdef0123"],
    });
    expect(await dsn("4.4.1", "451 4.4.1 Try later")).toMatchObject({
      kind: "soft",
      detail: "4.4.1 451 4.4.1 Try later",
    });
    expect(await dsn("5.2.2", "552 5.2.2 Mailbox full")).toMatchObject({ kind: "soft" });
  });
  it("takes a delivered report, a plain mail or an auto-reply for no bounce", async () => {
    expect(await dsn("2.0.0", "250 OK")).toBeNull();
    expect(
      await readBounceReport(
        `From: a@example.org\r\nTo: ${returnPath}\r\nSubject: Out of office\r\n\r\nAway until Monday.\r\n`,
      ),
    ).toBeNull();
  });
  it("reads an ARF report as a complaint and finds the token in the quoted Message-ID", async () => {
    const report = await readBounceReport(
      arfMail({ messageId: "<newsletter.7.9.abcdefabcdefabcdefab@uraia.test>", recipient: "a@example.org" }),
    );
    expect(report).toEqual({
      kind: "complaint",
      detail: "abuse (ExampleFBL/1.0)",
      tokens: ["7.9.abcdefabcdefabcdefab"],
    });
  });
});

describe("sending hours in East Africa Time", () => {
  it("holds mail outside [from, to), also across midnight", () => {
    // 05:59 UTC is 08:59 EAT.
    expect(withinSendingHours(new Date("2026-01-15T04:59:00Z"), [8, 18])).toBe(false);
    expect(withinSendingHours(new Date("2026-01-15T05:00:00Z"), [8, 18])).toBe(true);
    expect(withinSendingHours(new Date("2026-01-15T15:00:00Z"), [8, 18])).toBe(false);
    expect(withinSendingHours(new Date("2026-01-15T20:00:00Z"), [22, 6])).toBe(true);
    expect(withinSendingHours(new Date("2026-01-15T12:00:00Z"), [22, 6])).toBe(false);
    expect(withinSendingHours(new Date("2026-01-15T12:00:00Z"), null)).toBe(true);
  });
});
