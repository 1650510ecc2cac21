import { describe, expect, it } from "vitest";
import type { Message } from "../../shared/message-kinds.ts";
import { replyMail } from "./message-history.ts";

const message = (locale: Message["locale"]) =>
  ({ id: 7, name: "Baraka", email: "b@example.org", subject: "Mdahalo", message: "Habari\nza leo", locale }) as Message;
const site = { publicUrl: "https://uraia.test", staffEmail: null };

describe("a reply from the inbox", () => {
  it("introduces the visitor's quoted words in the language they wrote in", () => {
    const sw = replyMail(message("sw"), "Asante!", { own: "<r1@uraia.test>", earlier: [] }, site);
    expect(sw.text).toBe("Asante!\n\nBaraka aliandika:\n> Habari\n> za leo");
    expect(sw.subject).toBe("Re: Mdahalo");
    const en = replyMail(message("en"), "Thanks!", { own: "<r2@uraia.test>", earlier: [] }, site);
    expect(en.text).toBe("Thanks!\n\nBaraka wrote:\n> Habari\n> za leo");
  });
});
