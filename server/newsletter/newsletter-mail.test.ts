import { describe, expect, it } from "vitest";
import { confirmationMail } from "./newsletter-mail.ts";

const links = { confirm: "https://uraia.test/sw/newsletter/confirm?token=c", unsubscribe: "https://uraia.test/u" };

describe("the newsletter's confirmation mail", () => {
  it("is in Kiswahili for a Kiswahili sign-up, with both links and the unsubscribe headers", () => {
    const mail = confirmationMail("a@example.org", links, "sw");
    expect(mail.subject).toBe("Tafadhali thibitisha usajili wako wa jarida la Uraia");
    expect(mail.text).toContain(`kitafanya kazi kwa siku 7):\n${links.confirm}`);
    expect(mail.text).toContain(`Jiondoe: ${links.unsubscribe}`);
    expect(mail.text).not.toContain("Unsubscribe");
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${links.unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("stays the English mail it always was by default", () => {
    const mail = confirmationMail("a@example.org", links);
    expect(mail.subject).toBe("Please confirm your Uraia newsletter subscription");
    expect(mail.text).toContain(`Unsubscribe: ${links.unsubscribe}`);
    expect(mail.text.endsWith(`Unsubscribe: ${links.unsubscribe}`)).toBe(true);
    const closed = confirmationMail("a@example.org", links, "en", ["Uraia Civic Trust, Kitengela", "Office hours: x"]);
    expect(
      closed.text.endsWith(`Unsubscribe: ${links.unsubscribe}\n\nUraia Civic Trust, Kitengela\nOffice hours: x`),
    ).toBe(true);
  });
});
