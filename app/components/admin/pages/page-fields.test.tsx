import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PageField } from "../../../../shared/pages/page-contract.ts";
import { adminCopy } from "../../../content/admin.ts";
import { adminListCopy } from "../../../content/admin-collections.ts";
import { adminPagesCopy } from "../../../content/admin-pages.ts";
import { PageFields } from "./page-fields.tsx";

const fields: Record<string, PageField> = {
  hero: {
    type: "group",
    label: "Hero",
    fields: {
      title: { type: "text", label: "Title", max: 90, required: true },
      image: { type: "image", label: "Image" },
      imageAlt: { type: "text", label: "Alt text", max: 200 },
    },
  },
  values: {
    type: "list",
    label: "Values",
    min: 1,
    max: 2,
    item: { type: "text", label: "Value", max: 40 },
  },
};

const html = renderToStaticMarkup(
  <PageFields
    id="p"
    fields={fields}
    sides={[
      {
        locale: "en",
        // a picture the preview does not draw (it needs the router), but set all the same
        copy: {
          hero: { title: "About us", image: "a-shipped-illustration", imageAlt: "" },
          values: ["Integrity", "Courage"],
        },
        errors: { "hero.title": "Title must be at most 90 characters" },
        missing: [],
        outdated: [],
      },
      {
        locale: "sw",
        copy: { hero: { title: "Kuhusu sisi", image: "", imageAlt: "" }, values: ["Uadilifu"] },
        errors: {},
        missing: ["values.1"],
        outdated: ["hero.title"],
      },
    ]}
    onChange={() => {}}
    say={(label) => label}
    copy={{ pages: adminPagesCopy.editor, media: adminListCopy.media, editor: adminCopy.editor, uploadFailed: "x" }}
  />,
);

const text = (markup: string) => markup.replace(/<[^>]+>/g, "|").replace(/\|+/g, "|");

describe("a page's fields in both languages", () => {
  it("draws groups and lists as fieldsets with legends, each leaf in English and in Kiswahili", () => {
    expect(html).toContain("<legend");
    expect(text(html)).toContain("|Hero|");
    expect(text(html)).toContain("|Title (English)| *|");
    expect(text(html)).toContain("|Title (Kiswahili)| *|");
    expect(html).toMatch(/<input[^>]*lang="sw"[^>]*value="Kuhusu sisi"/);
  });

  it("puts the server's message beside its field and the Kiswahili badges on the flagged fields only", () => {
    expect(html).toContain('id="p-en-hero-title-error"');
    expect(text(html)).toContain("|Title must be at most 90 characters|");
    expect(text(html).match(/Kiswahili older than English/g)).toHaveLength(1);
    expect(text(html).match(/Kiswahili missing/g)).toHaveLength(1);
    expect(text(html)).toContain("|Value 2 (Kiswahili)|Kiswahili missing|");
    expect(text(html)).toContain("|Title (Kiswahili)| *|Kiswahili older than English|");
  });

  it("requires the alt text of a set picture, and bounds the list's buttons by its min and max", () => {
    expect(html).toMatch(/id="p-en-hero-imageAlt"[^>]*required=""/);
    expect(html).not.toMatch(/id="p-sw-hero-imageAlt"[^>]*required=""/);
    expect(text(html)).toContain("|2 of 1 to 2 entries.|");
    expect(html).toMatch(/aria-label="Move Value 1 up"[^>]*disabled=""/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Add Value<\/button>/);
  });
});
