import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadGalleryPage } from "../../app/components/gallery/gallery.server.ts";
import { DEMO_ALBUMS } from "../../server/demo/collections/demo-albums.ts";
import { addDemoItem } from "../../server/demo/seed-collections.ts";
import type { Album } from "../../shared/collections/index.ts";
import { databaseKinds } from "../support/databases.ts";
import { type Harness, startHarness } from "./harness.ts";

const kinds = await databaseKinds();
const PAST = "2025-06-01T09:00:00.000Z";

/** An album's photo sets in Kiswahili: set names, alt texts and captions by set name and photo address (decision 0077). */
describe.each(kinds)("translated photo sets on %s", (kind) => {
  let h: Harness;
  let token: string;
  let id: number;
  const put = (body: unknown) => h.call("PUT", `/api/albums/${id}/translations/sw`, { token, json: body });

  beforeAll(async () => {
    h = await startHarness(kind);
    token = await h.signIn();
    const res = await h.call("POST", "/api/albums", {
      token,
      json: {
        title: "Budget week",
        date: "2025-05-01",
        published_at: PAST,
        sets: [
          {
            name: "Day 1",
            photos: [
              { url: "/art/a-1", alt: "Residents at the hearing", caption: "Kajiado hall" },
              { url: "/art/a-2", alt: "The finance officer answers", caption: "" },
            ],
          },
          { name: "Day 2", photos: [{ url: "/art/b-1", alt: "The ward meeting" }] },
        ],
      },
    });
    expect(res.status).toBe(201);
    id = ((await res.json()) as { id: number }).id;
  });
  afterAll(() => h.close());

  it("lays the Kiswahili names, alt texts and captions over the English sets, English where none is given", async () => {
    const saved = await put({
      title: "Wiki ya bajeti",
      sets: {
        names: { "Day 1": "Siku ya 1", "Day 2": "" },
        photos: { "/art/a-1": { alt: "Wakazi kwenye kikao", caption: "Ukumbi wa Kajiado" }, "/art/b-1": { alt: " " } },
      },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const album = (await (await h.call("GET", `/api/albums/${id}?locale=sw`)).json()) as Album & { locale: string };
    expect(album.locale).toBe("sw");
    expect(album.sets).toEqual([
      {
        name: "Siku ya 1",
        photos: [
          { url: "/art/a-1", alt: "Wakazi kwenye kikao", caption: "Ukumbi wa Kajiado" },
          { url: "/art/a-2", alt: "The finance officer answers", caption: "" },
        ],
      },
      { name: "Day 2", photos: [{ url: "/art/b-1", alt: "The ward meeting", caption: "" }] },
    ]);
    // The stored version keeps only what was given.
    const version = (await (await h.call("GET", `/api/albums/${id}/translations/sw`, { token })).json()) as {
      fields: Record<string, unknown>;
    };
    expect(version.fields.sets).toEqual({
      names: { "Day 1": "Siku ya 1" },
      photos: { "/art/a-1": { alt: "Wakazi kwenye kikao", caption: "Ukumbi wa Kajiado" } },
    });
    const english = (await (await h.call("GET", `/api/albums/${id}`)).json()) as Album;
    expect(english.sets[0]?.name).toBe("Day 1");
    expect(english.sets[0]?.photos[0]?.alt).toBe("Residents at the hearing");
  });

  it("keeps each text with its set and photo when staff reorder them, and shows them in the loader of /sw/event-gallery", async () => {
    const current = (await (await h.call("GET", `/api/albums/${id}`)).json()) as Album;
    const reordered = [...current.sets].reverse().map((set) => ({ ...set, photos: [...set.photos].reverse() }));
    const saved = await h.call("PUT", `/api/albums/${id}`, { token, json: { ...current, sets: reordered } });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const page = await loadGalleryPage(h.services, 1, String(id), "sw");
    const sets = (page.album as Album).sets;
    expect(sets.map((set) => set.name)).toEqual(["Day 2", "Siku ya 1"]);
    expect(sets[1]?.photos.map((photo) => photo.alt)).toEqual(["The finance officer answers", "Wakazi kwenye kikao"]);
    // The page's own script fetches an album in the page's language too (use-album.ts).
    const fetched = (await (await h.call("GET", `/api/albums/${id}?locale=sw`)).json()) as Album;
    expect(fetched.sets[1]?.name).toBe("Siku ya 1");
  });

  it("refuses photo sets' words that are too long or not words, naming the field; a photo is never translated", async () => {
    const long = await put({ title: "Wiki ya bajeti", sets: { names: { "Day 1": "x".repeat(61) } } });
    expect(long.status).toBe(400);
    expect(JSON.stringify(await long.json())).toContain("A set name must be at most 60 characters");
    const url = await put({ title: "Wiki ya bajeti", sets: { photos: { "/art/a-1": { url: "/art/other" } } } });
    expect(url.status).toBe(400);
    const list = await put({ title: "Wiki ya bajeti", sets: [{ name: "Siku ya 1", photos: [] }] });
    expect(list.status).toBe(400);
    expect(((await list.json()) as { details: Record<string, string> }).details).toHaveProperty("sets");
  });

  it("gives every demo album's sets and photos Kiswahili words", async () => {
    const demo = DEMO_ALBUMS[0] as Record<string, unknown>;
    const created = await addDemoItem(h.services, "albums", { ...demo, published_at: PAST });
    const album = (await (await h.call("GET", `/api/albums/${created.id}?locale=sw`)).json()) as Album;
    expect(album.sets.map((set) => set.name)).toEqual(["Siku ya 1", "Siku ya 2"]);
    const alts = album.sets.flatMap((set) => set.photos.map((photo) => photo.alt));
    expect(alts).toHaveLength(45);
    expect(alts.filter((alt) => alt.includes("(photo "))).toEqual([]);
    expect(alts[0]).toBe("Kongamano la Uongozi 2025, Siku ya 1: wajumbe wakiwasili kujisajili (picha ya 1 kati ya 30)");
    for (const other of DEMO_ALBUMS.slice(1)) {
      const sw = other.sw as { sets?: { names?: Record<string, string>; photos?: Record<string, unknown> } };
      const sets = other.sets as Array<{ name: string; photos: Array<{ url: string }> }>;
      for (const set of sets) {
        expect(sw.sets?.names?.[set.name]).toBeTruthy();
        for (const photo of set.photos) expect(sw.sets?.photos?.[photo.url]).toBeTruthy();
      }
    }
  });
});
