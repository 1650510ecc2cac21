import { describe, expect, it } from "vitest";
import { artworkRef } from "../../../shared/artwork/artwork-ref.ts";
import { RESOURCE_CATEGORIES, STORY_CATEGORIES } from "../../../shared/collections/categories.ts";
import { itemSchema } from "../../../shared/collections/define.ts";
import { COLLECTIONS } from "../../../shared/collections/index.ts";
import { DEMO_ALBUMS } from "./demo-albums.ts";
import { DEMO_EVENTS } from "./demo-events.ts";
import { DEMO_MEDIA } from "./demo-media.ts";
import { DEMO_OPENINGS } from "./demo-openings.ts";
import { DEMO_PARTNERS } from "./demo-partners.ts";
import { DEMO_PRODUCTS } from "./demo-products.ts";
import { DEMO_RESOURCES } from "./demo-resources.ts";
import { DEMO_STORIES } from "./demo-stories.ts";
import { DEMO_TEAM } from "./demo-team.ts";

const byKind = (items: Array<Record<string, unknown>>, key: string, value: string) =>
  items.filter((i) => i[key] === value);

/** The demo items keep the counts the pages showed when they were typed into the code. */
describe("demo collections", () => {
  it("are valid items of their collections", () => {
    const sets = {
      openings: DEMO_OPENINGS,
      events: DEMO_EVENTS,
      albums: DEMO_ALBUMS,
      team: DEMO_TEAM,
      partners: DEMO_PARTNERS,
      stories: DEMO_STORIES,
      media: DEMO_MEDIA,
      products: DEMO_PRODUCTS,
    };
    for (const [name, items] of Object.entries(sets)) {
      const schema = itemSchema(COLLECTIONS[name as keyof typeof sets] as never);
      for (const item of items)
        expect(schema.safeParse(item).error?.issues ?? [], `${name}: ${String(item.title ?? item.name)}`).toEqual([]);
    }
    // Each resource's file is made when the demo is seeded; any link stands in for it here.
    const resources = itemSchema(COLLECTIONS.resources);
    for (const { date: _date, downloads: _downloads, ...item } of DEMO_RESOURCES)
      expect(resources.safeParse({ ...item, file_url: "/uploads/a.pdf" }).error?.issues ?? []).toEqual([]);
  });
  it("6 volunteer roles with one urgent, 6 internships, 6 jobs with Featured and Urgent ones", () => {
    const volunteer = byKind(DEMO_OPENINGS, "kind", "volunteer");
    expect(volunteer).toHaveLength(6);
    expect(volunteer.filter((r) => r.urgent)).toHaveLength(1);
    expect(byKind(DEMO_OPENINGS, "kind", "internship")).toHaveLength(6);
    const jobs = byKind(DEMO_OPENINGS, "kind", "job");
    expect(jobs).toHaveLength(6);
    expect(jobs.some((j) => j.featured) && jobs.some((j) => j.urgent)).toBe(true);
  });
  it("events: 4 past dialogues, 3 sessions open for registration, 3 actions, 3 club events, 3 programme events", () => {
    const dialogues = byKind(DEMO_EVENTS, "kind", "dialogue");
    expect(dialogues).toHaveLength(4);
    for (const d of dialogues) expect(d.starts_at).toMatch(/^2025-0[23]-/);
    const sessions = byKind(DEMO_EVENTS, "kind", "session");
    expect(sessions.map((s) => s.status)).toEqual(Array(3).fill("Open for registration"));
    for (const kind of ["action", "club-event", "conference"])
      expect(byKind(DEMO_EVENTS, "kind", kind)).toHaveLength(3);
  });
  it("stories: 2 featured + 22 more; resources: 2 featured + 30 others; 9 collaborations; 4 leaders, 3 advisers", () => {
    expect(DEMO_STORIES.filter((s) => s.featured)).toHaveLength(2);
    expect(DEMO_STORIES.filter((s) => !s.featured)).toHaveLength(22);
    expect(DEMO_RESOURCES.filter((r) => r.featured)).toHaveLength(2);
    expect(DEMO_RESOURCES.filter((r) => !r.featured)).toHaveLength(30);
    expect(DEMO_PARTNERS).toHaveLength(9);
    expect(byKind(DEMO_TEAM, "group", "leadership")).toHaveLength(4);
    expect(byKind(DEMO_TEAM, "group", "advisory")).toHaveLength(3);
  });
  it("hold the totals the resources and stories chips have always shown, category by category", () => {
    const counts = (items: Array<Record<string, unknown>>, categories: readonly string[]) =>
      categories.map((c) => [c, byKind(items, "category", c).length]);
    expect(DEMO_RESOURCES).toHaveLength(32);
    expect(counts(DEMO_RESOURCES, RESOURCE_CATEGORIES)).toEqual([
      ["Civic Education", 9],
      ["Governance", 7],
      ["Advocacy", 6],
      ["Research", 5],
      ["Toolkits", 5],
    ]);
    expect(DEMO_STORIES).toHaveLength(24);
    expect(counts(DEMO_STORIES, STORY_CATEGORIES)).toEqual([
      ["Governance", 6],
      ["Youth", 5],
      ["Women", 4],
      ["Arts & Wellbeing", 4],
      ["Environment", 3],
      ["Education", 2],
    ]);
    const titles = [...DEMO_RESOURCES, ...DEMO_STORIES].map((i) => i.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
  it("the gallery: three events, their sets and photo counts, every photo with alt text", () => {
    expect(
      DEMO_ALBUMS.map((a) => [
        a.date,
        (a.sets as Array<{ name: string; photos: unknown[] }>).map((s) => [s.name, s.photos.length]),
      ]),
    ).toEqual([
      [
        "2025-03-03",
        [
          ["Day 1", 30],
          ["Day 2", 15],
        ],
      ],
      ["2023-11-18", [["All", 8]]],
      ["2024-03-03", [["All", 8]]],
    ]);
  });
  it("every picture is registered artwork", () => {
    const urls = [
      ...DEMO_OPENINGS.map((i) => i.image_url),
      ...DEMO_STORIES.map((i) => i.image_url),
      ...DEMO_RESOURCES.map((i) => i.image_url),
      ...DEMO_PARTNERS.map((i) => i.image_url),
      ...DEMO_PRODUCTS.map((i) => i.image_url),
      ...DEMO_MEDIA.filter((i) => i.image_url).map((i) => i.image_url),
      ...DEMO_TEAM.filter((i) => i.photo_url).map((i) => i.photo_url),
      ...DEMO_ALBUMS.flatMap((a) => [
        a.cover_url,
        ...(a.sets as Array<{ photos: Array<{ url: string }> }>).flatMap((s) => s.photos.map((p) => p.url)),
      ]),
    ];
    expect(urls.filter((url) => !artworkRef(String(url)))).toEqual([]);
  });
});
