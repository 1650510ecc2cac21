import { describe, expect, it } from "vitest";
import { artwork } from "../../shared/artwork/artwork.ts";
import { galleryEvents, homeLightboxImages, setCountLabel } from "./gallery.ts";

describe("event gallery content", () => {
  it("has the three events of the spec with their days and photo counts", () => {
    expect(galleryEvents.map((e) => [e.date, e.days.map((d) => [d.name, d.images.length])])).toEqual([
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
  it("registers generated artwork for every cover and photo", () => {
    const names = galleryEvents.flatMap((e) => [e.cover, ...e.days.flatMap((d) => d.images.map((i) => i.art))]);
    expect(names.filter((name) => !(name in artwork))).toEqual([]);
  });
  it("flattens the first 4 photos of each event's first day, at most 12, for the home lightbox", () => {
    const list = homeLightboxImages();
    expect(list).toHaveLength(12);
    expect(list[0]?.art).toBe("gallery-conference-2025-day-1-1");
    expect(list[4]?.art).toBe("gallery-soft-launch-2023-1");
    const many = Array.from({ length: 5 }, () => galleryEvents[0]!);
    expect(homeLightboxImages(many)).toHaveLength(12);
  });
  it("counts sets in the singular and plural", () => {
    expect(setCountLabel(1)).toBe("1 set");
    expect(setCountLabel(2)).toBe("2 sets");
  });
});
