import { describe, expect, it } from "vitest";
import { receivedAt, replyHref } from "./received-at.ts";

describe("inbox dates and replies", () => {
  it("shows times on the office's clock", () => {
    expect(receivedAt("2026-11-23T11:05:00.000Z")).toBe("23 Nov 2026, 14:05");
  });
  it("quotes the visitor's text in the reply", () => {
    const href = replyHref({
      email: "amina@example.org",
      subject: "Budget dialogue",
      message: "Line one\nLine two",
      name: "Amina",
      created_at: "2026-11-23T11:05:00.000Z",
    });
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("amina@example.org");
    expect(url.searchParams.get("subject")).toBe("Re: Budget dialogue");
    expect(url.searchParams.get("body")).toBe("\n\nOn 23 Nov 2026, 14:05, Amina wrote:\n> Line one\n> Line two");
  });
});
