import { describe, expect, it } from "vitest";
import { itemSchema } from "../../shared/collections/define.ts";
import { collectionDefinition } from "../../shared/collections/index.ts";
import { staffText } from "../../shared/staff-errors.ts";
import { REAUTH_MESSAGE } from "../accounts/recent-password.ts";
import { TOTP_SETUP_NEEDED } from "../api/staff-access.ts";
import { CODE_NEEDED, DEACTIVATED, WRONG_CODE, WRONG_CREDENTIALS, WRONG_PASSWORD } from "../auth/auth-service.ts";
import { lockedMessage } from "../auth/lockout-rules.ts";
import { NOT_ACCEPTED, tooLargeMessage, tooManyPixelsMessage } from "../uploads/accepted-types.ts";
import { TRUNCATED } from "../uploads/multipart-file.ts";
import { collectionName, errorBody } from "./error-language.ts";
import { badRequest, forbidden } from "./errors.ts";
import { validate } from "./validate.ts";

describe("the staff error catalogue and the server's own texts", () => {
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
});

describe("collectionName", () => {
  it("names a collection by its Kiswahili name", () => {
    expect(staffText("Event not found", "sw", collectionName)).toBe("Kipengele hiki hakipo kwenye Matukio");
    expect(staffText("Events are ordered by date, not by hand.", "sw", collectionName)).toBe(
      "Matukio hupangwa kwa tarehe, si kwa mkono.",
    );
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
