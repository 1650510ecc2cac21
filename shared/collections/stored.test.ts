import { describe, expect, it } from "vitest";
import { publicationCreateSchema, publicationUpdateSchema } from "../publication-schema.ts";
import { fieldErrors, summary } from "../validation-details.ts";

describe("the API rules of a kind kept in its own table (built from its definition)", () => {
  it("fills what a create leaves out with each field's absent value", () => {
    expect(publicationCreateSchema.parse({ title: " Annual report ", pdf_url: "/uploads/a.pdf" })).toEqual({
      title: "Annual report",
      pdf_url: "/uploads/a.pdf",
      type: "Report",
      description: "",
      featured: false,
      published_at: null,
      pages: null,
      size: null,
      read_time: null,
    });
  });

  it("names each bad field with its own message, in the order the API always gave them", () => {
    const result = publicationCreateSchema.safeParse({ type: 5, featured: "yes", pages: "2.5", size: "x".repeat(21) });
    expect(result.success).toBe(false);
    if (result.success) return;
    const details = fieldErrors(result.error);
    expect(details).toEqual({
      title: "Title is required",
      pdf_url: "PDF URL is required",
      type: "Type must be text",
      featured: "Featured must be true or false",
      pages: "Pages must be a whole number",
      size: "Size must be at most 20 characters",
    });
    expect(summary(details)).toBe(
      "Title is required. PDF URL is required. Type must be text. Featured must be true or false. Pages must be a whole number. Size must be at most 20 characters.",
    );
  });

  it("leaves what an update does not name absent, so the stored value stays", () => {
    expect(publicationUpdateSchema.parse({ pages: "12" })).toEqual({ pages: 12 });
    expect(publicationUpdateSchema.safeParse([]).error?.issues[0]?.message).toBe(
      "The request body must be a JSON object",
    );
  });
});
