import { describe, expect, it } from "vitest";
import type { Album } from "../../../shared/collections/index.ts";
import { albumCover, homeLightboxPhotos } from "./gallery-copy.ts";

const photo = (n: number) => ({ url: `/uploads/${n}.jpg`, alt: `Photo ${n}`, caption: "" });
const album = (id: number, firstSet: number, cover: string | null = null): Album =>
  ({
    id,
    title: `Album ${id}`,
    date: "2025-01-01T00:00:00.000Z",
    location: "",
    description: "",
    cover_url: cover,
    sets: [
      { name: "Day 1", photos: Array.from({ length: firstSet }, (_, i) => photo(id * 100 + i)) },
      { name: "Day 2", photos: [photo(id * 100 + 99)] },
    ],
    published_at: null,
    position: id,
    created_at: "",
    updated_at: "",
  }) as Album;

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
  it("uses the chosen cover, else the first photo", () => {
    expect(albumCover(album(1, 3, "/uploads/cover.jpg"))).toBe("/uploads/cover.jpg");
    expect(albumCover(album(2, 3))).toBe("/uploads/200.jpg");
    expect(albumCover(album(3, 0))).toBe("/uploads/399.jpg");
  });
});
