import { describe, expect, it } from "vitest";
import type { CollectionName } from "../../shared/collections/index.ts";
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

const SETS: Array<[ContentKind, ReadonlyArray<Record<string, unknown> & { sw?: DemoTranslation }>]> = [
  ["news", DEMO_NEWS],
  ["publications", DEMO_PUBLICATIONS],
  ...(
    [
      ["openings", DEMO_OPENINGS],
      ["events", DEMO_EVENTS],
      ["albums", DEMO_ALBUMS],
      ["team", DEMO_TEAM],
      ["partners", DEMO_PARTNERS],
      ["stories", DEMO_STORIES],
      ["media", DEMO_MEDIA],
      ["products", DEMO_PRODUCTS],
      ["resources", DEMO_RESOURCES],
    ] as Array<[CollectionName, Array<Record<string, unknown>>]>
  ).map(([name, items]): [ContentKind, Array<Record<string, unknown>>] => [name, items]),
];

/** Each demo item's `sw` is a valid Kiswahili version: only translatable fields, each as the English rule wants. */
describe("demo Kiswahili versions", () => {
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
