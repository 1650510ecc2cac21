import { describe, expect, it } from "vitest";
import type { PageField } from "../../../../shared/pages/page-contract.ts";
import { altKeyOf, missingAlts } from "./page-checks.ts";

const picture: Record<string, PageField> = {
  image: { type: "image", label: "Image" },
  imageAlt: { type: "text", label: "Alt text", max: 200 },
};
const fields: Record<string, PageField> = {
  hero: { type: "group", label: "Hero", fields: picture },
  team: { type: "list", label: "Team", min: 0, max: 9, item: { type: "group", label: "Person", fields: picture } },
};

describe("alt text beside a picture", () => {
  it("finds the alt field beside an image, and none when the group has no text of that name", () => {
    expect(altKeyOf(picture, "image")).toBe("imageAlt");
    expect(altKeyOf({ photo: { type: "image", label: "Photo" } }, "photo")).toBeUndefined();
  });

  it("names each empty alt text whose picture is set, in groups and list entries alike", () => {
    const copy = {
      hero: { image: "/uploads/a.webp", imageAlt: "  " },
      team: [
        { image: "/uploads/b.webp", imageAlt: "Amina at a forum" },
        { image: "/uploads/c.webp", imageAlt: "" },
        { image: "", imageAlt: "" },
      ],
    };
    expect(missingAlts(fields, copy)).toEqual(["hero.imageAlt", "team.1.imageAlt"]);
  });
});
