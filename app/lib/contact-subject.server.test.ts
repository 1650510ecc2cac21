import { describe, expect, it } from "vitest";
import { contactSubjects as en } from "../content/contact.ts";
import { contactSubjects as sw } from "../content/sw/contact.ts";
import { subjectInLanguage } from "./contact-subject.server.ts";

describe("a prefilled contact subject in the page's language", () => {
  it("turns the site's English subjects into Kiswahili on a Kiswahili page, titles kept", () => {
    expect(subjectInLanguage("Partnership enquiry", "sw")).toBe("Ombi la ushirikiano");
    expect(subjectInLanguage("resource request", "sw")).toBe(sw.resource);
    expect(subjectInLanguage("Partnership enquiry: Corporate partners", "sw")).toBe(
      "Ombi la ushirikiano: Corporate partners",
    );
    expect(subjectInLanguage("Schedule a Visit", "sw")).toBe("Kupanga ziara");
  });

  it("and the Kiswahili ones into English on an English page", () => {
    expect(subjectInLanguage(sw.partnership, "en")).toBe(en.partnership);
    expect(subjectInLanguage("Muhtasari wa mdahalo: Kajiado budget forum", "en")).toBe(
      "Dialogue summary: Kajiado budget forum",
    );
  });

  it("keeps a subject already in the page's language, or one of the visitor's own, as it is", () => {
    expect(subjectInLanguage(sw.partnership, "sw")).toBe(sw.partnership);
    expect(subjectInLanguage("Partnership enquiry", "en")).toBe("Partnership enquiry");
    expect(subjectInLanguage("Mchango wa vitu", "sw")).toBe("Mchango wa vitu");
    expect(subjectInLanguage("Partnership enquiry: ", "sw")).toBe("Partnership enquiry: ");
  });

  it("has a Kiswahili subject for every English one", () => {
    expect(Object.keys(sw)).toEqual(Object.keys(en));
    for (const key of Object.keys(en) as Array<keyof typeof en>) {
      expect(sw[key], key).not.toBe(en[key]);
      expect(sw[key].includes("{title}"), key).toBe(en[key].includes("{title}"));
    }
  });
});
