import type { CollectionName } from "../../shared/collections/index.ts";
import type { Services } from "../services.ts";
import { DEMO_ALBUMS } from "./collections/demo-albums.ts";
import { DEMO_EVENTS } from "./collections/demo-events.ts";
import { DEMO_MEDIA } from "./collections/demo-media.ts";
import { DEMO_OPENINGS } from "./collections/demo-openings.ts";
import { DEMO_PARTNERS } from "./collections/demo-partners.ts";
import { DEMO_PRODUCTS } from "./collections/demo-products.ts";
import { DEMO_RESOURCES } from "./collections/demo-resources.ts";
import { DEMO_STORIES } from "./collections/demo-stories.ts";
import { DEMO_TEAM } from "./collections/demo-team.ts";
import type { SeedItem } from "./collections/seed-item.ts";
import { demoPdf } from "./demo-pdf.ts";
import { DEMO_SEEDER, type DemoTranslation, storeDemoTranslation, withoutTranslation } from "./demo-translation.ts";

export const SEEDER = DEMO_SEEDER;
/** Demo items are live from the start of the organisation's online presence. */
export const LIVE_SINCE = "2023-01-01T09:00:00+03:00";
const DAY_MS = 24 * 60 * 60 * 1000;

/** The day the demo's upcoming events were written for; a later seed moves them on by as many days. */
const DEMO_WRITTEN_ON = Date.parse("2026-11-23T00:00:00+03:00");

/** Upcoming demo events stay upcoming however late the demo is started (past dialogues stay in 2025). */
function eventInput(item: SeedItem, now: Date): SeedItem {
  const shift = Math.max(0, Math.floor((now.getTime() - DEMO_WRITTEN_ON) / DAY_MS)) * DAY_MS;
  const starts = Date.parse(`${String(item.starts_at)}T10:00:00+03:00`);
  if (shift === 0 || starts < DEMO_WRITTEN_ON) return item;
  return { ...item, starts_at: new Date(starts + shift).toISOString() };
}

type StoreFile = (bytes: Uint8Array, ext: "pdf") => Promise<string>;

/** Urgent openings close six weeks after the demo is created, so the closing rule shows. */
function openingInput(item: SeedItem, now: Date): SeedItem {
  return item.urgent ? { ...item, closes_at: new Date(now.getTime() + 42 * DAY_MS).toISOString() } : item;
}

/** A short PDF for each demo resource: its title, type and description as a cover and one page. */
async function resourceFile(item: SeedItem, store: StoreFile): Promise<string> {
  const title = String(item.title);
  const description = String(item.description ?? "");
  const { bytes } = await demoPdf({
    title,
    type: String(item.type ?? "Resource"),
    description,
    featured: false,
    published_at: String(item.date ?? LIVE_SINCE),
    read_time: "",
    sections: [{ heading: title, paragraphs: [description, "Prepared by Uraia for community use. Share it freely."] }],
  });
  return store(bytes, "pdf");
}

/** Adds one demo item through the normal service, and its Kiswahili version (`sw`) when it has one. */
export async function addDemoItem(services: Services, name: CollectionName, demo: SeedItem) {
  const [input, sw] = withoutTranslation(demo);
  const created = await services.collections.create(name, { published_at: LIVE_SINCE, ...input }, SEEDER);
  await storeDemoTranslation(services, name, created, sw as DemoTranslation | undefined);
  return created;
}

/** Adds the demo items of every collection through the normal service (validated like staff input). */
export async function seedDemoCollections(
  services: Services,
  store: StoreFile,
): Promise<Record<CollectionName, number>> {
  const now = services.now();
  const add = (name: CollectionName, input: SeedItem) => addDemoItem(services, name, input);

  for (const item of DEMO_OPENINGS) await add("openings", openingInput(item, now));
  for (const item of DEMO_EVENTS) await add("events", eventInput(item, now));
  for (const item of DEMO_ALBUMS) await add("albums", item);
  for (const item of DEMO_TEAM) await add("team", item);
  for (const item of DEMO_PARTNERS) await add("partners", item);
  for (const item of DEMO_STORIES) await add("stories", item);
  for (const item of DEMO_MEDIA) await add("media", item);
  for (const item of DEMO_PRODUCTS) await add("products", item);
  for (const { date, downloads, ...item } of DEMO_RESOURCES) {
    const created = await add("resources", {
      ...item,
      published_at: `${String(date)}T09:00:00+03:00`,
      file_url: await resourceFile({ ...item, date }, store),
    });
    // The demo keeps the library's download figures; real downloads count up from there.
    await services.db.db
      .updateTable("collection_items")
      .set({ downloads: Number(downloads ?? 0) })
      .where("id", "=", created.id)
      .execute();
  }
  return {
    openings: DEMO_OPENINGS.length,
    events: DEMO_EVENTS.length,
    albums: DEMO_ALBUMS.length,
    resources: DEMO_RESOURCES.length,
    team: DEMO_TEAM.length,
    partners: DEMO_PARTNERS.length,
    stories: DEMO_STORIES.length,
    media: DEMO_MEDIA.length,
    products: DEMO_PRODUCTS.length,
  };
}
