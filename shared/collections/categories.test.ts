import { describe, expect, it } from "vitest";
import { categoryById, categoryId, RESOURCE_CATEGORIES, STORY_CATEGORIES } from "./categories.ts";
import { resources } from "./resources.ts";
import { stories } from "./stories.ts";

describe("resource and story categories", () => {
  it("are the definitions' choices and their kind, in the chips' order", () => {
    expect(resources.kindField).toBe("category");
    expect(resources.fields.category.options).toEqual([
      "Civic Education",
      "Governance",
      "Advocacy",
      "Research",
      "Toolkits",
    ]);
    expect(stories.kindField).toBe("category");
    expect(stories.fields.category.options).toEqual(STORY_CATEGORIES);
  });
  it("have one id each in an address, and an id finds its category", () => {
    const ids = [...RESOURCE_CATEGORIES, ...STORY_CATEGORIES].map(categoryId);
    expect(ids).toEqual([
      "civic-education",
      "governance",
      "advocacy",
      "research",
      "toolkits",
      "governance",
      "youth",
      "women",
      "arts-wellbeing",
      "environment",
      "education",
    ]);
    expect(categoryById(STORY_CATEGORIES, "arts-wellbeing")).toBe("Arts & Wellbeing");
    expect(categoryById(RESOURCE_CATEGORIES, "Civic Education")).toBe(null);
    expect(categoryById(RESOURCE_CATEGORIES, "health")).toBe(null);
  });
  it("refuse anything else, naming the choices", () => {
    const parsed = resources.fields.category.schema.safeParse("Health");
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      "Category must be one of: Civic Education, Governance, Advocacy, Research, Toolkits",
    ]);
  });
});
