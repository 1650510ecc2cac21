import { describe, expect, it } from "vitest";
import type { PageField } from "../../../../shared/pages/page-contract.ts";
import { comparePageCopy, pageLeafPairs, pageLeafText, typedText } from "./page-compare.ts";

const fields: Record<string, PageField> = {
  hero: {
    type: "group",
    label: "Hero",
    fields: {
      title: { type: "text", label: "Title", max: 90 },
      body: { type: "rich-text", label: "Body", max: 2000 },
    },
  },
  values: {
    type: "list",
    label: "Values",
    min: 1,
    max: 6,
    item: {
      type: "group",
      label: "Value",
      fields: {
        title: { type: "text", label: "Title", max: 60 },
        tags: { type: "list", label: "Tags", min: 0, max: 3, item: { type: "text", label: "Tag", max: 20 } },
      },
    },
  },
  count: { type: "number", label: "Count" },
};

const swahili: Record<string, string> = { Hero: "Kichwa", Title: "Jina", Value: "Thamani" };
const words = {
  say: (label: string) => swahili[label] ?? label,
  entry: (label: string, n: number) => `${label} ${n}`,
};

const before = {
  hero: { title: "Citizens first", body: "<p>We <strong>teach</strong> rights &amp; duties.</p>" },
  values: [{ title: "Integrity", tags: ["honest"] }],
  count: 3,
};
const after = {
  hero: { title: "Citizens who act", body: "<p>We teach rights &amp; duties.</p>" },
  values: [
    { title: "Integrity", tags: ["honest", "open"] },
    { title: "Service", tags: [] },
  ],
  count: 3,
};

describe("pageLeafText", () => {
  it("reads rich text without markup, numbers as digits and nothing as empty", () => {
    expect(pageLeafText({ type: "rich-text", label: "Body", max: 10 }, "<p>A &amp; B</p>")).toBe("A & B");
    expect(pageLeafText({ type: "number", label: "Count" }, 12)).toBe("12");
    expect(pageLeafText({ type: "text", label: "Title", max: 10 }, null)).toBe("");
  });
});

describe("pageLeafPairs", () => {
  it("flattens both copies to labelled leaves in the form's order, list entries by their number", () => {
    expect(pageLeafPairs(fields, before, after, words)).toEqual([
      { path: "hero.title", label: "Kichwa › Jina", before: "Citizens first", after: "Citizens who act" },
      {
        path: "hero.body",
        label: "Kichwa › Body",
        before: "We teach rights & duties.",
        after: "We teach rights & duties.",
      },
      { path: "values.0.title", label: "Thamani 1 › Jina", before: "Integrity", after: "Integrity" },
      { path: "values.0.tags.0", label: "Thamani 1 › Tag 1", before: "honest", after: "honest" },
      { path: "values.0.tags.1", label: "Thamani 1 › Tag 2", before: "", after: "open" },
      { path: "values.1.title", label: "Thamani 2 › Jina", before: "", after: "Service" },
      { path: "count", label: "Count", before: "3", after: "3" },
    ]);
  });
});

describe("comparePageCopy", () => {
  it("lists only the leaves whose words differ, with the words added and removed, and counts the rest", () => {
    const comparison = comparePageCopy(fields, before, after, words);
    expect(comparison.changed.map((change) => [change.label, change.parts])).toEqual([
      [
        "Kichwa › Jina",
        [
          { kind: "same", text: "Citizens " },
          { kind: "removed", text: "first" },
          { kind: "added", text: "who act" },
        ],
      ],
      ["Thamani 1 › Tag 2", [{ kind: "added", text: "open" }]],
      ["Thamani 2 › Jina", [{ kind: "added", text: "Service" }]],
    ]);
    expect(comparison.unchanged).toBe(4);
  });

  it("finds nothing changed between a copy and itself", () => {
    expect(comparePageCopy(fields, after, after, words)).toEqual({ changed: [], unchanged: 7 });
  });
});

describe("typedText", () => {
  it("gives each leaf typed differently as its label then its words, to copy from", () => {
    expect(typedText(fields, before, after, words)).toBe(
      "Kichwa › Jina\nCitizens who act\n\nThamani 1 › Tag 2\nopen\n\nThamani 2 › Jina\nService",
    );
    expect(typedText(fields, after, after, words)).toBe("");
  });
});
