import { describe, expect, it } from "vitest";
import { itemSchema } from "./collections/define.ts";
import { COLLECTION_NAMES, collectionDefinition } from "./collections/index.ts";
import { SW_FIELD_WORDS } from "./collections/kiswahili-words.ts";
import { newsCreateSchema } from "./news-schema.ts";
import { PASSWORD_ADVICE } from "./password-advice/en.ts";
import { PASSWORD_ADVICE_SW } from "./password-advice/sw.ts";
import { publicationCreateSchema } from "./publication-schema.ts";
import { settingSchemas } from "./settings-schema.ts";
import { SW_LABELS } from "./staff-errors/sw-labels.ts";
import { placeholders, STAFF_ERRORS, staffAnswer, staffText } from "./staff-errors.ts";
import { fieldErrors } from "./validation-details.ts";

const { en, sw } = STAFF_ERRORS;

describe("the staff error catalogues", () => {
  it("have the same codes, each with the same values to fill in", () => {
    expect(Object.keys(sw).sort()).toEqual(Object.keys(en).sort());
    for (const code of Object.keys(en) as Array<keyof typeof en>) {
      expect([code, placeholders(sw[code]).sort()]).toEqual([code, placeholders(en[code]).sort()]);
    }
  });

  it("take the collections' labels from one place: the other labels repeat none of them", () => {
    expect(Object.keys(SW_LABELS).filter((label) => label in SW_FIELD_WORDS)).toEqual([]);
  });
});

describe("staffText", () => {
  it("leaves English as it is", () => {
    expect(staffText("Title is required", "en")).toBe("Title is required");
  });

  it("says a field's text with the field's Kiswahili label", () => {
    expect(staffText("Title is required", "sw")).toBe("Sehemu ya Kichwa inahitajika");
    expect(staffText("Starts at must be a date such as 2026-03-01T09:00", "sw")).toBe(
      "Sehemu ya Inaanza lazima iwe tarehe kama 2026-03-01T09:00",
    );
    expect(staffText("Each of skills or requirements must be at most 60 characters", "sw")).toBe(
      "Kila kimoja katika sehemu ya ujuzi au mahitaji kisizidi herufi 60",
    );
    expect(staffText("PDF URL must be at most 2048 characters", "sw")).toBe(
      "Sehemu ya Kiungo cha PDF isizidi herufi 2048",
    );
    expect(staffText("Pages must be at most 100000", "sw")).toBe("Sehemu ya Kurasa isizidi 100000");
  });

  it("names a collection only with the server's namer (the definitions stay out of this module)", () => {
    expect(staffText("Event not found", "sw")).toBe("Event not found");
    expect(staffText("Event not found", "sw", () => "Matukio")).toBe("Kipengele hiki hakipo kwenye Matukio");
  });

  it("says what uses a managed list's entry", () => {
    expect(
      staffText('"Ripoti" is used by 2 publications: rename it onto another entry, or change them first', "sw"),
    ).toBe(
      'Jina "Ripoti" linatumiwa na machapisho 2: libadilishe liwe jina jingine lililo kwenye orodha, au badilisha kwanza vipengele vinavyolitumia',
    );
  });

  it("keeps the values it cannot put in Kiswahili, and a text it does not know", () => {
    expect(staffText("There is already a staff account for neema@uraia.test.", "sw")).toBe(
      "Tayari kuna akaunti ya mfanyakazi ya neema@uraia.test.",
    );
    expect(staffText("Widget must be text", "sw")).toBe("Widget must be text");
    expect(staffText("Something nobody wrote down", "sw")).toBe("Something nobody wrote down");
  });

  it("knows every text the collections, news and publications give for a wrong field", () => {
    const messages = new Set<string>();
    const collect = (
      schema: { safeParse: (input: unknown) => { success: boolean; error?: unknown } },
      input: unknown,
    ) => {
      const result = schema.safeParse(input);
      if (!result.success) for (const text of Object.values(fieldErrors(result.error as never))) messages.add(text);
    };
    const schemas = [
      ...COLLECTION_NAMES.map((name) => ({
        schema: itemSchema(collectionDefinition(name)),
        fields: Object.keys(collectionDefinition(name).fields),
      })),
      {
        schema: newsCreateSchema,
        fields: ["title", "slug", "excerpt", "content", "category", "image_url", "featured"],
      },
      {
        schema: publicationCreateSchema,
        fields: ["title", "type", "description", "pdf_url", "pages", "size", "read_time", "featured"],
      },
    ];
    for (const { schema, fields } of schemas) {
      collect(schema, {});
      for (const value of [12345, { a: 1 }, "x".repeat(5000), "not a value", -5, [1, 2]]) {
        collect(schema, Object.fromEntries([...fields, "published_at"].map((field) => [field, value])));
      }
    }
    expect(messages.size).toBeGreaterThan(40);
    expect([...messages].filter((text) => staffText(text, "sw") === text)).toEqual([]);
  });
});

describe("staffAnswer", () => {
  it("makes a validation summary again from the details in Kiswahili, with the same keys", () => {
    const details = { title: "Title is required", starts_at: "Starts at is required" };
    expect(staffAnswer("Title is required. Starts at is required.", details, "sw")).toEqual({
      message: "Sehemu ya Kichwa inahitajika. Sehemu ya Inaanza inahitajika.",
      details: { title: "Sehemu ya Kichwa inahitajika", starts_at: "Sehemu ya Inaanza inahitajika" },
    });
    expect(staffAnswer("Title is required.", { title: "Title is required" }, "en")).toEqual({
      message: "Title is required.",
      details: { title: "Title is required" },
    });
  });
});

describe("the site settings' rules", () => {
  it("each have their Kiswahili text", () => {
    const messages = new Set<string>();
    for (const schema of Object.values(settingSchemas)) {
      for (const value of ["<b>", "x".repeat(300), 12, "@@@", "http://"]) {
        const result = schema.safeParse({ value });
        if (!result.success) for (const issue of result.error.issues) messages.add(issue.message);
      }
    }
    expect(messages.size).toBeGreaterThan(15);
    expect([...messages].filter((text) => staffText(text, "sw") === text)).toEqual([]);
  });
});

describe("the password estimator's advice", () => {
  it("has a Kiswahili sentence for each English one, key for key", () => {
    for (const group of ["warnings", "suggestions"] as const) {
      expect(Object.keys(PASSWORD_ADVICE_SW[group]).sort()).toEqual(Object.keys(PASSWORD_ADVICE[group]).sort());
    }
  });

  it("is said in Kiswahili sentence by sentence, and the whole stays English if one sentence is unknown", () => {
    const { warnings, suggestions } = PASSWORD_ADVICE;
    expect(
      staffText(`This password is too easy to guess. ${warnings.topHundred} ${suggestions.anotherWord}`, "sw"),
    ).toBe(
      "Nenosiri hili ni rahisi mno kukisiwa. Hili ni nenosiri linalotumiwa mara nyingi. Ongeza maneno zaidi yasiyo ya kawaida.",
    );
    expect(staffText("This password is too easy to guess.", "sw")).toBe("Nenosiri hili ni rahisi mno kukisiwa.");
    const unknown = `This password is too easy to guess. ${warnings.dates} Nobody wrote this down.`;
    expect(staffText(unknown, "sw")).toBe(unknown);
  });
});
