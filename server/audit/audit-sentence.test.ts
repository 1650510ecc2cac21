import { describe, expect, it } from "vitest";
import { auditSentence, type SentenceParts } from "./audit-sentence.ts";

const entry = (parts: Partial<SentenceParts>): SentenceParts => ({
  actor_name: "Wanjiru",
  actor_email: "wanjiru@uraia.test",
  action: "resources.update",
  entity: "resources",
  entity_id: "7",
  label: "Budget guide",
  detail: null,
  ...parts,
});

describe("auditSentence", () => {
  it("names the person, the record and its area", () => {
    expect(auditSentence(entry({ action: "resources.create" }))).toBe("Wanjiru added 'Budget guide' to Resources");
    expect(auditSentence(entry({}))).toBe("Wanjiru edited 'Budget guide' in Resources");
    expect(auditSentence(entry({ action: "news.delete", entity: "news", label: "Forum" }))).toBe(
      "Wanjiru deleted 'Forum' from News",
    );
  });

  it("names a page's copy, the language and the fields a save changed", () => {
    const page = (action: string, detail: Record<string, unknown>) =>
      entry({ action, entity: "pages", entity_id: "about", label: "About Us", detail });
    expect(auditSentence(page("pages.update", { locale: "en", fields: ["hero.title", "values"] }))).toBe(
      "Wanjiru edited 'About Us' in Page copy (English: hero.title, values)",
    );
    expect(auditSentence(page("pages.update", { locale: "sw", fields: ["hero.title"], draft: true }), "sw")).toBe(
      "Wanjiru alihariri 'About Us' katika Maandishi ya kurasa (rasimu, Kiswahili: hero.title)",
    );
    expect(auditSentence(page("pages.publish", { locale: "en", fields: ["hero.title"] }))).toBe(
      "Wanjiru published 'About Us' in Page copy (English: hero.title)",
    );
  });

  it("says where a move went", () => {
    const move = (to: number) =>
      auditSentence(entry({ action: "resources.move", detail: { from: 32, to, count: 33 } }));
    expect(move(0)).toBe("Wanjiru moved 'Budget guide' to the top of Resources");
    expect(move(32)).toBe("Wanjiru moved 'Budget guide' to the bottom of Resources");
    expect(move(4)).toBe("Wanjiru moved 'Budget guide' to position 5 of 33 in Resources");
  });

  it("falls back to the email, the id and the action's words", () => {
    expect(auditSentence(entry({ actor_name: null, label: null }))).toBe("wanjiru@uraia.test edited #7 in Resources");
    expect(auditSentence(entry({ action: "sign-in", entity: "sign-in", label: null }))).toBe("Wanjiru signed in");
    expect(
      auditSentence(
        entry({ action: "settings.update", entity: "settings", entity_id: "mpesa_paybill", label: "mpesa_paybill" }),
      ),
    ).toBe("Wanjiru changed the setting 'mpesa_paybill'");
    expect(auditSentence(entry({ action: "users.invitation", entity: "users", label: "Neema" }))).toBe(
      "Wanjiru: users.invitation 'Neema'",
    );
  });
});

describe("auditSentence in Kiswahili", () => {
  it("says the same entry in the reader's language, the collection by its Kiswahili name", () => {
    expect(auditSentence(entry({ action: "resources.create" }), "sw")).toBe(
      "Wanjiru aliongeza 'Budget guide' kwenye Nyenzo",
    );
    expect(auditSentence(entry({ action: "news.delete", entity: "news", label: "Forum" }), "sw")).toBe(
      "Wanjiru alifuta 'Forum' kutoka Habari",
    );
    expect(auditSentence(entry({ action: "resources.move", detail: { from: 32, to: 4, count: 33 } }), "sw")).toBe(
      "Wanjiru alihamisha 'Budget guide' hadi nafasi ya 5 kati ya 33 katika Nyenzo",
    );
    expect(auditSentence(entry({ action: "sign-in", entity: "sign-in", label: null }), "sw")).toBe("Wanjiru aliingia");
    expect(
      auditSentence(
        entry({
          actor_name: null,
          actor_email: null,
          action: "settings.update",
          entity: "settings",
          label: "mpesa_paybill",
        }),
        "sw",
      ),
    ).toBe("Mfumo alibadilisha mpangilio 'mpesa_paybill'");
  });
});
