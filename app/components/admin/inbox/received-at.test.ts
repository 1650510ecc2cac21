import { describe, expect, it } from "vitest";
import { replyHref } from "./received-at.ts";

describe("inbox replies", () => {
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
