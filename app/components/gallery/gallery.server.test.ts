import { describe, expect, it } from "vitest";
import type { Services } from "../../../server/services.ts";
import type { Album } from "../../../shared/collections/index.ts";
import type { CollectionQuery } from "../../../shared/collections/list-query.ts";
import {
  ALBUMS_PER_PAGE,
  albumCover,
  albumSummary,
  homeLightboxPhotos,
  loadGalleryPage,
  loadHomeGallery,
} from "./gallery.server.ts";

const photo = (n: number) => ({ url: `/uploads/${n}.jpg`, alt: `Photo ${n}`, caption: "" });
const album = (id: number, firstSet: number, cover: string | null = null): Album =>
  ({
    id,
    title: `Album ${id}`,
    date: "2025-01-01T00:00:00.000Z",
    location: "Kajiado",
    description: "Three days of dialogue",
    cover_url: cover,
    sets: [
      { name: "Day 1", photos: Array.from({ length: firstSet }, (_, i) => photo(id * 100 + i)) },
      { name: "Day 2", photos: [photo(id * 100 + 99)] },
    ],
    published_at: "2025-01-02T00:00:00.000Z",
    position: id,
    created_at: "",
    updated_at: "",
  }) as Album;

/** Services whose albums collection holds `albums` (all published); `fail` makes every read throw. */
function fakeServices(albums: Album[], fail = false) {
  const queries: CollectionQuery[] = [];
  const errors: string[] = [];
  const services = {
    collections: {
      async list(_name: string, _viewer: unknown, query: CollectionQuery = {}) {
        if (fail) throw new Error("database down");
        queries.push(query);
        const offset = query.offset ?? 0;
        return { items: albums.slice(offset, offset + (query.limit ?? 20)), total: albums.length };
      },
      async getById(_name: string, _viewer: unknown, id: number) {
        if (fail) throw new Error("database down");
        return albums.find((a) => a.id === id) ?? null;
      },
    },
    logger: { error: (_data: unknown, message: string) => errors.push(message) },
  } as unknown as Services;
  return { services, queries, errors };
}

describe("album cards", () => {
  it("carry what a card shows and none of the photos", () => {
    expect(albumSummary(album(3, 30))).toEqual({
      id: 3,
      title: "Album 3",
      date: "2025-01-01T00:00:00.000Z",
      location: "Kajiado",
      cover: "/uploads/300.jpg",
      setCount: 2,
    });
    expect(JSON.stringify(albumSummary(album(3, 30)))).not.toContain("/uploads/301.jpg");
  });

  it("use the chosen cover, else the first photo", () => {
    expect(albumCover(album(1, 3, "/uploads/cover.jpg"))).toBe("/uploads/cover.jpg");
    expect(albumSummary(album(1, 3, "/uploads/cover.jpg")).cover).toBe("/uploads/cover.jpg");
    expect(albumCover(album(2, 3))).toBe("/uploads/200.jpg");
    expect(albumCover(album(3, 0))).toBe("/uploads/399.jpg");
    expect(albumCover({ ...album(4, 0), sets: [] })).toBeNull();
  });
});

describe("home gallery rules", () => {
  it("takes the first 4 photos of each album's first set, at most 12", () => {
    const list = homeLightboxPhotos([album(1, 30), album(2, 2), album(3, 8), album(4, 8)]);
    expect(list.map((p) => p.url)).toEqual([
      ...[100, 101, 102, 103].map((n) => `/uploads/${n}.jpg`),
      ...[200, 201].map((n) => `/uploads/${n}.jpg`),
      ...[300, 301, 302, 303].map((n) => `/uploads/${n}.jpg`),
      ...[400, 401].map((n) => `/uploads/${n}.jpg`),
    ]);
    expect(homeLightboxPhotos(Array.from({ length: 5 }, (_, i) => album(i + 1, 30)))).toHaveLength(12);
  });

  it("sends the first 6 albums as cards and only the highlight photos", async () => {
    const { services, queries } = fakeServices(Array.from({ length: 9 }, (_, i) => album(i + 1, 30)));
    const home = await loadHomeGallery(services);
    expect(queries[0]?.limit).toBe(6);
    expect(home.albums.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(home.highlights.map((p) => p.url)).toEqual(
      [100, 101, 102, 103, 200, 201, 202, 203, 300, 301, 302, 303].map((n) => `/uploads/${n}.jpg`),
    );
    expect(JSON.stringify(home)).not.toContain("Day 2");
  });
});

describe("a page of the event gallery", () => {
  const fifteen = Array.from({ length: 15 }, (_, i) => album(i + 1, 5));

  it("holds 12 cards a page and the page's first album in full", async () => {
    const { services, queries } = fakeServices(fifteen);
    const first = await loadGalleryPage(services, 1, null);
    expect(first.albums.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect([first.page, first.pages, first.failed, first.album?.id]).toEqual([1, 2, false, 1]);
    expect(first.album?.sets.map((s) => s.photos.length)).toEqual([5, 1]);
    const second = await loadGalleryPage(services, 2, null);
    expect(queries.map((q) => [q.limit, q.offset])).toEqual([
      [ALBUMS_PER_PAGE, 0],
      [ALBUMS_PER_PAGE, 12],
    ]);
    expect(second.albums.map((a) => a.id)).toEqual([13, 14, 15]);
    expect(second.album?.id).toBe(13);
  });

  it("shows the album ?album= names, on this page or not; nothing for an id that names none", async () => {
    const { services } = fakeServices(fifteen);
    expect((await loadGalleryPage(services, 1, "14")).album?.title).toBe("Album 14");
    for (const id of ["99", "014", "abc", "1.5"]) {
      const page = await loadGalleryPage(services, 1, id);
      expect([page.album, page.failed]).toEqual([null, false]);
    }
  });

  it("says it failed, without a page count that would turn the page into a 404", async () => {
    const { services, errors } = fakeServices(fifteen, true);
    expect(await loadGalleryPage(services, 3, "2")).toEqual({
      albums: [],
      album: null,
      set: 0,
      page: 3,
      pages: 3,
      failed: true,
    });
    expect(errors).toEqual(["collection list failed to load"]);
  });
});
