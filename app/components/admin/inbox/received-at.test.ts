import { describe, expect, it } from "vitest";
import { inboxCopy } from "../../../content/admin-inbox.ts";
import { replyHref } from "./received-at.ts";

const visitor = {
  email: "amina@example.org",
  subject: "Budget dialogue",
  message: "Line one\nLine two",
  name: "Amina",
  created_at: "2026-11-23T11:05:00.000Z",
};
const quote = inboxCopy.detail.replyQuote;

describe("inbox replies", () => {
  it("quotes the visitor's text in the reply", () => {
    const url = new URL(replyHref({ ...visitor, locale: "en" }, quote.en));
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("amina@example.org");
    expect(url.searchParams.get("subject")).toBe("Re: Budget dialogue");
    expect(url.searchParams.get("body")).toBe("\n\nOn 23 Nov 2026, 14:05, Amina wrote:\n> Line one\n> Line two");
  });

  it("quotes a visitor who wrote in Kiswahili in Kiswahili, the month named", () => {
    const url = new URL(replyHref({ ...visitor, locale: "sw" }, quote.sw));
    expect(url.searchParams.get("body")).toBe(
      "\n\nTarehe 23 Novemba 2026 saa 14:05, Amina aliandika:\n> Line one\n> Line two",
    );
  });
});
