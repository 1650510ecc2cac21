import { describe, expect, it } from "vitest";
import { contactForm } from "../../content/contact.ts";
import { validateContact } from "./validate-contact.ts";

const valid = { name: "Amina Wanjiku", email: "amina@example.co.ke", subject: "Dialogue", message: "Hello" };

describe("validateContact", () => {
  it("accepts a complete message", () => {
    expect(validateContact(valid)).toEqual({});
  });
  it("requires every field, ignoring blank space", () => {
    expect(validateContact({ name: " ", email: "", subject: "", message: "\n" })).toEqual({
      name: contactForm.errors.name,
      email: contactForm.errors.emailMissing,
      subject: contactForm.errors.subject,
      message: contactForm.errors.message,
    });
  });
  it("rejects an invalid email", () => {
    expect(validateContact({ ...valid, email: "amina@example" })).toEqual({ email: contactForm.errors.emailInvalid });
  });
});
