import { describe, expect, it } from "vitest";
import { checkEdit, editablePart } from "../../../shared/pages/copy-rules.ts";
import { PAGE_REGISTRY, PAGES } from "./page-registry.ts";

describe("the page registry", () => {
  it("holds the sixteen pages staff edit", () => {
    expect(PAGES.map((page) => page.key)).toEqual([
      "home",
      "about",
      "mission-vision",
      "programs",
      "civic-education",
      "grassroots-advocacy",
      "community-dialogues",
      "community-club",
      "art-in-heart",
      "get-involved",
      "volunteer",
      "intern",
      "work-with-us",
      "donate",
      "contact",
      "footer",
    ]);
  });

  it("each page's shipped copy fits its own definition, in both languages", () => {
    for (const page of PAGES) {
      for (const copy of [page.en, page.sw]) {
        const { problems } = checkEdit(page.fields, editablePart(page.fields, copy));
        expect({ page: page.key, problems }).toEqual({ page: page.key, problems: {} });
      }
    }
  });

  it("infers the form from the English copy, with the page's address and class names left out", () => {
    const about = PAGE_REGISTRY.about.fields;
    expect(about.hero).toEqual({
      type: "group",
      label: "Hero",
      fields: {
        eyebrow: { type: "text", label: "Eyebrow", max: 90, required: true },
        title: { type: "text", label: "Title", max: 90, required: true },
        intro: { type: "text", label: "Intro", max: 600, multiline: true, required: true },
      },
    });
    expect(about.meta).toMatchObject({ type: "group", fields: { title: { type: "text" } } });
    expect(Object.keys((about.meta as { fields: object }).fields)).toEqual(["title", "description"]);
    expect(about.values).toMatchObject({
      type: "list",
      item: {
        type: "group",
        fields: { icon: { type: "choice", options: expect.arrayContaining(["scale", "heart"]) } },
      },
    });
    expect(about.history).toMatchObject({ item: { fields: { image: { type: "image", required: true } } } });
    expect(about.cta).toMatchObject({ fields: { actions: { item: { fields: { href: { type: "link" } } } } } });
  });
});
