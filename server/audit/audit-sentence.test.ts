import { describe, expect, it } from "vitest";
import { auditSentence, type SentenceParts } from "./audit-sentence.ts";
import { AUDIT_WORDS } from "./audit-words.ts";

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
      "Wanjiru sent 'Neema' a new invitation",
    );
    // An action without words of its own still reads, by its code.
    expect(auditSentence(entry({ action: "users.unheard-of", entity: "users", label: "Neema" }))).toBe(
      "Wanjiru: users.unheard-of 'Neema'",
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

describe("auditSentence for the newsletter, SMS and the open books", () => {
  const say = (action: string, parts: Partial<SentenceParts> = {}) => {
    const entity = action.split(".")[0] ?? null;
    const one = entry({ action, entity, entity_id: "4", label: null, ...parts });
    return [auditSentence(one), auditSentence(one, "sw")];
  };

  it("reads every action as a sentence in both languages, never as its code", () => {
    const issue = { label: "Uraia news, February" };
    expect(say("newsletter.issues", issue)).toEqual([
      "Wanjiru drafted the newsletter issue 'Uraia news, February'",
      "Wanjiru aliandaa toleo la jarida 'Uraia news, February'",
    ]);
    expect(say("newsletter.issues.update", issue)).toEqual([
      "Wanjiru edited the newsletter issue 'Uraia news, February'",
      "Wanjiru alihariri toleo la jarida 'Uraia news, February'",
    ]);
    expect(say("newsletter.issues.delete", issue)).toEqual([
      "Wanjiru deleted the newsletter issue 'Uraia news, February'",
      "Wanjiru alifuta toleo la jarida 'Uraia news, February'",
    ]);
    expect(say("newsletter.issues.send", issue)).toEqual([
      "Wanjiru set the newsletter issue 'Uraia news, February' to be sent",
      "Wanjiru aliweka toleo la jarida 'Uraia news, February' litumwe",
    ]);
    expect(say("newsletter.issues.cancel")).toEqual([
      "Wanjiru stopped the sending of the newsletter issue #4",
      "Wanjiru alisimamisha utumaji wa toleo la jarida #4",
    ]);
    expect(say("newsletter.issues.test", issue)).toEqual([
      "Wanjiru sent a test of the newsletter issue 'Uraia news, February'",
      "Wanjiru alituma jaribio la toleo la jarida 'Uraia news, February'",
    ]);
    expect(say("subscribers.import", { entity_id: null })).toEqual([
      "Wanjiru imported newsletter subscribers",
      "Wanjiru aliingiza waliojiandikisha kwenye jarida",
    ]);
    expect(say("sms.broadcasts")).toEqual([
      "Wanjiru set up the SMS broadcast #4",
      "Wanjiru aliandaa tangazo la SMS #4",
    ]);
    expect(say("sms.subscribers", { entity_id: null })).toEqual([
      "Wanjiru signed up an SMS number",
      "Wanjiru alisajili nambari ya SMS",
    ]);
    expect(say("transparency.gifts")).toEqual([
      "Wanjiru recorded the gift #4 in the open books",
      "Wanjiru alirekodi mchango #4 katika hesabu wazi",
    ]);
    expect(say("transparency.spending")).toEqual([
      "Wanjiru recorded the spending #4 in the open books",
      "Wanjiru alirekodi matumizi #4 katika hesabu wazi",
    ]);
    expect(say("transparency.statements")).toEqual([
      "Wanjiru published the audited annual statement #4",
      "Wanjiru alichapisha taarifa ya fedha iliyokaguliwa #4",
    ]);
    expect(say("donations.check")).toEqual([
      "Wanjiru asked M-Pesa about donation #4",
      "Wanjiru aliuliza M-Pesa kuhusu mchango #4",
    ]);
  });

  it("has the same actions in both languages", () => {
    expect(Object.keys(AUDIT_WORDS.sw.actions)).toEqual(Object.keys(AUDIT_WORDS.en.actions));
    expect(Object.keys(AUDIT_WORDS.sw.areas)).toEqual(Object.keys(AUDIT_WORDS.en.areas));
  });
});
