import { describe, expect, it } from "vitest";
import { itemSchema } from "../../shared/collections/define.ts";
import { COLLECTIONS, type CollectionName } from "../../shared/collections/index.ts";
import { overlayPhotoTexts, photoTextsRule } from "../../shared/collections/photo-texts.ts";
import { newsCreateSchema } from "../../shared/news-schema.ts";
import { publicationCreateSchema } from "../../shared/publication-schema.ts";
import { type ContentKind, translationSchema } from "../../shared/translation-schema.ts";
import { DEMO_ALBUMS } from "./collections/demo-albums.ts";
import { DEMO_EVENTS } from "./collections/demo-events.ts";
import { DEMO_MEDIA } from "./collections/demo-media.ts";
import { DEMO_OPENINGS } from "./collections/demo-openings.ts";
import { DEMO_PARTNERS } from "./collections/demo-partners.ts";
import { DEMO_PRODUCTS } from "./collections/demo-products.ts";
import { DEMO_RESOURCES } from "./collections/demo-resources.ts";
import { DEMO_STORIES } from "./collections/demo-stories.ts";
import { DEMO_TEAM } from "./collections/demo-team.ts";
import { DEMO_NEWS } from "./demo-news.ts";
import { DEMO_PUBLICATIONS } from "./demo-publications.ts";
import { type DemoTranslation, demoTranslationInput } from "./demo-translation.ts";

/**
 * The demo's Kiswahili versions (docs/product.md, "Kiswahili"): most news, every publication and every
 * collection item have one, holding only text fields, valid as the English fields are, and seeded
 * through the same rules as a version staff write.
 */
const COLLECTION_SETS: Record<CollectionName, Array<Record<string, unknown>>> = {
  openings: DEMO_OPENINGS,
  events: DEMO_EVENTS,
  albums: DEMO_ALBUMS,
  resources: DEMO_RESOURCES,
  team: DEMO_TEAM,
  partners: DEMO_PARTNERS,
  stories: DEMO_STORIES,
  media: DEMO_MEDIA,
  products: DEMO_PRODUCTS,
};
const SETS: Array<[ContentKind, ReadonlyArray<Record<string, unknown> & { sw?: DemoTranslation }>]> = [
  ["news", DEMO_NEWS],
  ["publications", DEMO_PUBLICATIONS],
  ...(Object.entries(COLLECTION_SETS) as Array<[CollectionName, Array<Record<string, unknown>>]>),
];
const TEXT_INPUTS = ["text", "textarea", "tags", "photo-sets"];

describe("demo Kiswahili versions", () => {
  it("every published news item has one with its title, excerpt and body; the draft stays English", () => {
    const published = DEMO_NEWS.filter((n) => n.published_at !== null);
    expect(published.filter((n) => n.sw).length).toBe(8);
    for (const { sw, ...item } of DEMO_NEWS.filter((n) => n.sw)) {
      expect(Object.keys(sw ?? {}).sort()).toEqual(["content", "excerpt", "title"]);
      expect(newsCreateSchema.safeParse({ ...item, ...sw }).error?.issues ?? []).toEqual([]);
    }
    expect(DEMO_NEWS.find((n) => n.published_at === null)?.sw).toBeUndefined();
  });
  it("news bodies keep the English body's structure: the same tags, in the same order", () => {
    const tags = (html: string) => html.match(/<\/?[a-z0-9]+/g) ?? [];
    const bullets = (text: string) => text.split("\n").map((line) => line.match(/^(•|-) /)?.[1] ?? "");
    for (const item of DEMO_NEWS.filter((n) => n.sw)) {
      const [en, sw, label] = [String(item.content), String(item.sw?.content), String(item.title)];
      expect(tags(sw), label).toEqual(tags(en));
      expect(bullets(sw), label).toEqual(bullets(en));
    }
  });
  it("every publication has one, valid as a publication's fields", () => {
    for (const { sw, sections: _sections, ...item } of DEMO_PUBLICATIONS) {
      expect(sw?.title).toBeTruthy();
      expect(
        publicationCreateSchema.safeParse({ ...item, ...sw, pdf_url: "/uploads/a.pdf" }).error?.issues ?? [],
      ).toEqual([]);
    }
  });
  it("every collection item has one: its name field and only text fields, valid as the English ones", () => {
    for (const [name, items] of Object.entries(COLLECTION_SETS) as Array<
      [CollectionName, Array<Record<string, unknown>>]
    >) {
      const definition = COLLECTIONS[name];
      const fields = definition.fields as Record<string, { input: string }>;
      const schema = itemSchema(definition as never);
      for (const { sw, ...item } of items) {
        const label = `${name}: ${String(item[definition.titleField])}`;
        const version = (sw ?? {}) as Record<string, unknown>;
        expect(version[definition.titleField], label).toBeTruthy();
        expect(
          Object.keys(version).filter((key) => !TEXT_INPUTS.includes(fields[key]?.input ?? "")),
          label,
        ).toEqual([]);
        // A resource's file is made when the demo is seeded; any link stands in for it here.
        const { date: _date, downloads: _downloads, ...resource } = item;
        const english = name === "resources" ? { ...resource, file_url: "/uploads/a.pdf" } : item;
        // An album's sets in Kiswahili are words laid over the English sets (decision 0077).
        const laid = version.sets ? { ...version, sets: overlayPhotoTexts(english.sets, version.sets) } : version;
        expect(schema.safeParse({ ...english, ...laid }).error?.issues ?? [], label).toEqual([]);
        if (version.sets) expect(photoTextsRule.safeParse(version.sets).error?.issues ?? [], label).toEqual([]);
      }
    }
  });

  it("hold only translatable fields and pass the version's rules", () => {
    for (const [kind, items] of SETS)
      for (const item of items) {
        if (!item.sw) continue;
        const { input, ignored } = demoTranslationInput(kind, item, item.sw);
        const name = `${kind}: ${String(item.title ?? item.name)}`;
        expect(ignored, name).toEqual([]);
        expect(translationSchema(kind).safeParse(input).error?.issues ?? [], name).toEqual([]);
      }
  });

  it("names the item in English where the version leaves the name out, and sets other fields aside", () => {
    expect(
      demoTranslationInput("team", { name: "Wanjiru Kamau", role: "Officer" }, { role: "Afisa", group: "x" }),
    ).toEqual({
      input: { name: "Wanjiru Kamau", role: "Afisa" },
      ignored: ["group"],
    });
  });
});
