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

  it("says where a move went", () => {
    const move = (to: number) =>
      auditSentence(entry({ action: "resources.move", detail: { from: 32, to, count: 33 } }));
    expect(move(0)).toBe("Wanjiru moved 'Budget guide' to the top of Resources");
    expect(move(32)).toBe("Wanjiru moved 'Budget guide' to the bottom of Resources");
    expect(move(4)).toBe("Wanjiru moved 'Budget guide' to position 5 of 33 in Resources");
  });

  it("names a restored revision, preview links and an item going live, in either language", () => {
    const restore = entry({ action: "news.revisions.12.restore", entity: "news", label: "Forum" });
    expect(auditSentence(restore)).toBe("Wanjiru restored revision 12 of 'Forum' in News");
    expect(auditSentence(restore, "sw")).toBe("Wanjiru alirejesha toleo la 12 la 'Forum' katika Habari");
    expect(auditSentence(entry({ action: "resources.preview-links" }))).toBe(
      "Wanjiru made a preview link for 'Budget guide' in Resources",
    );
    expect(auditSentence(entry({ action: "resources.preview-links.3.delete" }), "sw")).toBe(
      "Wanjiru alisitisha kiungo cha hakikisho cha 'Budget guide' katika Nyenzo",
    );
    const live = entry({
      actor_name: null,
      actor_email: null,
      action: "news.went-live",
      entity: "news",
      label: "Forum",
    });
    expect(auditSentence(live)).toBe("'Forum' went live in News");
    expect(auditSentence(live, "sw")).toBe("'Forum' ilichapishwa katika Habari");
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
