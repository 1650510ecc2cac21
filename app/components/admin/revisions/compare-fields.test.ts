import { describe, expect, it } from "vitest";
import type { CollectionDefinition } from "../../../../shared/collections/define.ts";
import { news } from "../../../../shared/collections/news.ts";
import { valuesOf } from "../content/collection-values.ts";
import { compareValues, fieldText, richText, valuesText } from "./compare-fields.ts";

const words = { yes: "Yes", no: "No", published: "Publication time", draft: "Draft (not published)" };
const definition = news as unknown as CollectionDefinition;
const item = {
  title: "Budget hearing in Kisumu",
  excerpt: "Residents spoke.",
  content: "<p>The county heard <strong>many</strong> views.</p><p>Next: Nakuru.</p>",
  category: "General",
  image_url: "",
  featured: false,
};

describe("richText", () => {
  it("reads rich text as lines of words, entities decoded and image alt texts kept", () => {
    expect(richText('<p>Budget &amp; plans</p><p>Line<br>two <img src=/a.jpg alt="A hall"></p>')).toBe(
      "Budget & plans\nLine\ntwo  [A hall]",
    );
    expect(richText("plain text stays")).toBe("plain text stays");
  });
});

describe("fieldText", () => {
  it("says ticks as yes or no and an album's sets as their names and photos", () => {
    expect(fieldText(definition.fields.featured, true, words)).toBe("Yes");
    expect(fieldText(definition.fields.featured, false, words)).toBe("No");
    const sets = { label: "Photos", input: "photo-sets" } as never;
    expect(fieldText(sets, [{ name: "Day 1", photos: [{ url: "/u/a.jpg", alt: "Hall", caption: "" }] }], words)).toBe(
      "Day 1\n/u/a.jpg · Hall",
    );
  });
});

describe("compareValues", () => {
  it("lists only the fields that differ, in the form's order, with the words added and removed", () => {
    const before = valuesOf(definition, item);
    const after = valuesOf(definition, {
      ...item,
      title: "Budget hearing in Nakuru",
      content: "<p>The county heard views.</p><p>Next: Nakuru.</p>",
      featured: true,
    });
    const { changed, unchanged } = compareValues(definition, before, after, words);
    expect(changed.map((c) => c.label)).toEqual(["Title", "Content", "Featured"]);
    expect(changed[0]!.parts).toEqual([
      { kind: "same", text: "Budget hearing in " },
      { kind: "removed", text: "Kisumu" },
      { kind: "added", text: "Nakuru" },
    ]);
    expect(changed[1]!.parts.filter((p) => p.kind !== "same")).toEqual([{ kind: "removed", text: "many " }]);
    expect(changed[2]!.parts).toEqual([
      { kind: "removed", text: "No" },
      { kind: "added", text: "Yes" },
    ]);
    expect(unchanged).toBe(3);
  });

  it("compares the publication time when both sides give one", () => {
    const values = valuesOf(definition, item);
    const { changed } = compareValues(definition, values, values, words, {
      before: null,
      after: "2026-12-01T06:00:00.000Z",
      say: () => "1 Dec 2026, 09:00 EAT",
    });
    expect(changed).toEqual([
      {
        field: "published_at",
        label: "Publication time",
        parts: [
          { kind: "removed", text: "Draft (not published)" },
          { kind: "added", text: "1 Dec 2026, 09:00 EAT" },
        ],
      },
    ]);
  });
});

describe("valuesText", () => {
  it("spells out every field of a draft under its label, for copying", () => {
    const text = valuesText(definition, valuesOf(definition, item), words);
    expect(text.split("\n\n").slice(0, 3)).toEqual([
      "Title\nBudget hearing in Kisumu",
      "Excerpt\nResidents spoke.",
      "Content\nThe county heard many views.\nNext: Nakuru.",
    ]);
    expect(text).toContain("Featured\nNo");
  });
});
