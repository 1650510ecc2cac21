import { describe, expect, it } from "vitest";
import { itemSchema } from "../../shared/collections/define.ts";
import { COLLECTION_NAMES, collectionDefinition } from "../../shared/collections/index.ts";
import { SW_FIELD_WORDS } from "../../shared/collections/kiswahili-words.ts";
import { newsCreateSchema } from "../../shared/news-schema.ts";
import { publicationCreateSchema } from "../../shared/publication-schema.ts";
import { fieldErrors } from "../../shared/validation-details.ts";
import { REAUTH_MESSAGE } from "../accounts/recent-password.ts";
import { TOTP_SETUP_NEEDED } from "../api/staff-access.ts";
import { CODE_NEEDED, DEACTIVATED, WRONG_CODE, WRONG_CREDENTIALS, WRONG_PASSWORD } from "../auth/auth-service.ts";
import { lockedMessage } from "../auth/lockout-rules.ts";
import { NOT_ACCEPTED, tooLargeMessage, tooManyPixelsMessage } from "../uploads/accepted-types.ts";
import { TRUNCATED } from "../uploads/multipart-file.ts";
import { badRequest, forbidden } from "./errors.ts";
import { SW_LABELS } from "./staff-errors/sw-labels.ts";
import { errorBody, placeholders, STAFF_ERRORS, staffText } from "./staff-errors.ts";
import { validate } from "./validate.ts";

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

  it("names a collection by its Kiswahili name", () => {
    expect(staffText("Event not found", "sw")).toBe("Kipengele hiki hakipo kwenye Matukio");
    expect(staffText("Events are ordered by date, not by hand.", "sw")).toBe(
      "Matukio hupangwa kwa tarehe, si kwa mkono.",
    );
  });

  it("keeps the values it cannot put in Kiswahili, and a text it does not know", () => {
    expect(staffText("There is already a staff account for neema@uraia.test.", "sw")).toBe(
      "Tayari kuna akaunti ya mfanyakazi ya neema@uraia.test.",
    );
    expect(staffText("Widget must be text", "sw")).toBe("Widget must be text");
    expect(staffText("Something nobody wrote down", "sw")).toBe("Something nobody wrote down");
  });

  it("knows the texts the server writes for signing in, permissions and uploads", () => {
    const texts = [
      WRONG_CREDENTIALS,
      CODE_NEEDED,
      WRONG_CODE,
      WRONG_PASSWORD,
      DEACTIVATED,
      REAUTH_MESSAGE,
      TOTP_SETUP_NEEDED,
      lockedMessage(30),
      lockedMessage(300),
      NOT_ACCEPTED,
      TRUNCATED,
      tooLargeMessage({ maxImageUploadBytes: 10 * 1024 * 1024, maxPdfUploadBytes: 25 * 1024 * 1024 }),
      tooManyPixelsMessage(9000, 6000),
    ];
    expect(texts.filter((text) => staffText(text, "sw") === text)).toEqual([]);
    expect(staffText(lockedMessage(300), "sw")).toBe("Majaribio mengi mno ya kuingia. Jaribu tena baada ya dakika 5.");
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

describe("errorBody", () => {
  it("answers a validation error field by field, with its summary made again, and the same keys", () => {
    let error: unknown;
    try {
      validate(itemSchema(collectionDefinition("events")), { kind: "dialogue", title: "" });
    } catch (thrown) {
      error = thrown;
    }
    const english = errorBody(error as never, "en");
    const kiswahili = errorBody(error as never, "sw") as { error: string; details: Record<string, string> };
    expect(Object.keys(kiswahili.details)).toEqual(Object.keys((english as { details: object }).details));
    expect(kiswahili.details.title).toBe("Sehemu ya Kichwa inahitajika");
    expect(kiswahili.error).toBe("Sehemu ya Kichwa inahitajika. Sehemu ya Inaanza inahitajika.");
  });

  it("keeps the answer's shape: flags and a lone message", () => {
    expect(errorBody(forbidden("Only an Administrator can read the audit log."), "sw")).toEqual({
      error: "Msimamizi pekee ndiye anayeweza kusoma kumbukumbu za shughuli.",
    });
    expect(errorBody(badRequest("Enter a name", { name: "Enter a name" }), "sw")).toEqual({
      error: "Weka jina",
      details: { name: "Weka jina" },
    });
  });
});
