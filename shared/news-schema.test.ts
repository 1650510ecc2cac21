import { describe, expect, it } from "vitest";
import { newsCreateSchema, newsUpdateSchema } from "./news-schema.ts";
import { fieldErrors } from "./validation-details.ts";

describe("newsCreateSchema", () => {
  it("fills the defaults", () => {
    const parsed = newsCreateSchema.parse({ title: " Baraza in Kitengela " });
    expect(parsed).toMatchObject({
      title: "Baraza in Kitengela",
      excerpt: "",
      content: "",
      category: "General",
      image_url: null,
      featured: false,
      published_at: null,
    });
  });
  it("names every bad field", () => {
    const result = newsCreateSchema.safeParse({ title: "", featured: "yes", image_url: "javascript:alert(1)" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(fieldErrors(result.error)).sort()).toEqual(["featured", "image_url", "title"]);
  });
  it("reads a datetime-local value as East Africa Time", () => {
    expect(newsCreateSchema.parse({ title: "x", published_at: "2025-03-01T09:00" }).published_at).toBe(
      "2025-03-01T06:00:00.000Z",
    );
  });
  it("rejects impossible dates", () => {
    expect(newsCreateSchema.safeParse({ title: "x", published_at: "2025-13-45" }).success).toBe(false);
    expect(newsCreateSchema.safeParse({ title: "x", published_at: "soon" }).success).toBe(false);
  });
});

describe("newsUpdateSchema", () => {
  it("leaves absent fields absent", () => {
    expect(newsUpdateSchema.parse({ title: "New title" })).toEqual({ title: "New title" });
  });
  it("turns a blank category back into General", () => {
    expect(newsUpdateSchema.parse({ category: " " })).toEqual({ category: "General" });
  });
});
