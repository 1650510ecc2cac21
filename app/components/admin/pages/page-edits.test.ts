import { describe, expect, it } from "vitest";
import type { PageField } from "../../../../shared/pages/page-contract.ts";
import {
  changedUnits,
  detailsByPath,
  draftEdits,
  edit,
  emptyEntry,
  flagged,
  moved,
  patchOf,
  pathLabel,
  shownCopy,
  unitOf,
  unitPaths,
} from "./page-edits.ts";

const fields: Record<string, PageField> = {
  hero: {
    type: "group",
    label: "Hero",
    fields: {
      title: { type: "text", label: "Title", max: 90 },
      image: { type: "image", label: "Image" },
      alt: { type: "text", label: "Alt text", max: 200, required: true },
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
        icon: { type: "choice", label: "Icon", options: ["star", "heart"] },
        tags: { type: "list", label: "Tags", min: 0, max: 3, item: { type: "text", label: "Tag", max: 20 } },
      },
    },
  },
};

const stored = {
  hero: { title: "About us", image: "/uploads/a.webp", alt: "Volunteers" },
  values: [
    { title: "Integrity", icon: "star", tags: [] },
    { title: "Courage", icon: "heart", tags: ["bold"] },
  ],
};

describe("page edits", () => {
  it("splits the fields into units: leaves outside lists, and each outermost list whole", () => {
    expect(unitPaths(fields)).toEqual([["hero", "title"], ["hero", "image"], ["hero", "alt"], ["values"]]);
    expect(unitOf(fields, ["hero", "title"])).toEqual(["hero", "title"]);
    expect(unitOf(fields, ["values", 1, "tags", 0])).toEqual(["values"]);
  });

  it("sends only the changed units, nested, with a list sent whole when one of its entries changed", () => {
    let edits = edit(fields, stored, {}, ["hero", "title"], "Who we are");
    edits = edit(fields, stored, edits, ["values", 1, "title"], "Bravery");
    edits = edit(fields, stored, edits, ["hero", "alt"], "Volunteers");
    expect(changedUnits(stored, edits)).toEqual(["hero.title", "values"]);
    expect(patchOf(stored, edits)).toEqual({
      hero: { title: "Who we are" },
      values: [
        { title: "Integrity", icon: "star", tags: [] },
        { title: "Bravery", icon: "heart", tags: ["bold"] },
      ],
    });
    expect(stored.values[1]?.title).toBe("Courage");
  });

  it("keeps what was typed over a newer stored copy, and takes the rest from it", () => {
    const edits = edit(fields, stored, {}, ["hero", "title"], "Mine");
    const theirs = { ...stored, hero: { ...stored.hero, title: "Theirs", alt: "Their alt" } };
    const shown = shownCopy(theirs, edits);
    expect(shown.hero).toEqual({ title: "Mine", image: "/uploads/a.webp", alt: "Their alt" });
    expect(patchOf(theirs, edits)).toEqual({ hero: { title: "Mine" } });
  });

  it("turns a saved draft into edits over the live copy", () => {
    const draft = { hero: { title: "Draft title" }, values: stored.values };
    expect(draftEdits(fields, stored, draft)).toEqual({ "hero.title": "Draft title" });
    expect(draftEdits(fields, stored, null)).toEqual({});
  });

  it("adds empty entries, moves them up and down, and badges a field under a named group or list", () => {
    const item = (fields.values as Extract<PageField, { type: "list" }>).item;
    expect(emptyEntry(item)).toEqual({ title: "", icon: "star", tags: [] });
    expect(moved(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moved(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(flagged(["values.1"], ["values", 1, "title"])).toBe(true);
    expect(flagged(["values.1"], ["values", 10, "title"])).toBe(false);
    expect(detailsByPath({ "copy.hero.title": "Too long", "values.0.title": "Required" })).toEqual({
      "hero.title": "Too long",
      "values.0.title": "Required",
    });
  });

  it("names a path by its labels, an entry by its place", () => {
    const entry = (label: string, n: number) => `${label} ${n}`;
    expect(pathLabel(fields, "values.1.title", (l) => l, entry)).toBe("Value 2 › Title");
    expect(pathLabel(fields, "hero.alt", (l) => l.toUpperCase(), entry)).toBe("HERO › ALT TEXT");
    expect(pathLabel(fields, "gone.title", (l) => l, entry)).toBe("gone › title");
  });
});
