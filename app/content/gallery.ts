import { contactHref } from "../lib/links.ts";
import type { ArtworkName } from "./artwork.ts";

/** The static event gallery (spec section 3): three events, each with days (sets) of photos. */
export type GalleryImage = { art: ArtworkName; alt: string };
export type GalleryDay = { name: string; images: GalleryImage[] };
export type GalleryEvent = {
  id: string;
  title: string;
  /** ISO date of the (first) day */
  date: string;
  location: string;
  description: string;
  cover: ArtworkName;
  days: GalleryDay[];
};

function photos(album: string, count: number, event: string, day: string, scenes: string[]): GalleryImage[] {
  return Array.from({ length: count }, (_, i) => ({
    art: `${album}-${i + 1}` as ArtworkName,
    alt: `${event}, ${day}: ${scenes[i % scenes.length]} (photo ${i + 1} of ${count})`,
  }));
}

const conference2025 = "Leadership Conference 2025";
const softLaunch = "Uraia Soft Launch";
const conference2024 = "Civic Leadership Conference 2024";

export const galleryEvents: GalleryEvent[] = [
  {
    id: "leadership-conference-2025",
    title: conference2025,
    date: "2025-03-03",
    location: "Kitengela, Kajiado County",
    description:
      "Two days of dialogue on accountable institutions with county officials, youth leaders, civil society and citizens.",
    cover: "gallery-conference-2025-day-1-1",
    days: [
      {
        name: "Day 1",
        images: photos("gallery-conference-2025-day-1", 30, conference2025, "Day 1", [
          "delegates arriving for registration",
          "the opening plenary",
          "a keynote on public trust",
          "youth leaders on the panel",
          "questions from the floor",
          "a break-out group on county budgets",
          "volunteers at the information desk",
          "a tea-break conversation",
          "the afternoon session",
          "participants sharing commitments",
        ]),
      },
      {
        name: "Day 2",
        images: photos("gallery-conference-2025-day-2", 15, conference2025, "Day 2", [
          "the morning recap",
          "a workshop on public participation",
          "a panel of women leaders",
          "drafting the recommendations",
          "the closing ceremony",
        ]),
      },
    ],
  },
  {
    id: "soft-launch-2023",
    title: softLaunch,
    date: "2023-11-18",
    location: "Kitengela, Kajiado County",
    description: "The evening we introduced Uraia to neighbours, partners and the first group of volunteers.",
    cover: "gallery-soft-launch-2023-1",
    days: [
      {
        name: "All",
        images: photos("gallery-soft-launch-2023", 8, softLaunch, "All", [
          "guests arriving",
          "the founders' welcome",
          "a spoken-word performance",
          "volunteers signing up",
        ]),
      },
    ],
  },
  {
    id: "conference-2024",
    title: conference2024,
    date: "2024-03-03",
    location: "Nairobi",
    description: "A one-day gathering of community leaders on devolution, budgets and the voice of young people.",
    cover: "gallery-conference-2024-1",
    days: [
      {
        name: "All",
        images: photos("gallery-conference-2024", 8, conference2024, "All", [
          "the main hall",
          "a panel on devolution",
          "group work on ward priorities",
          "the closing photo",
        ]),
      },
    ],
  },
];

/** The home lightbox's list: the first 4 photos of the first day of each event, at most 12. */
export const HOME_LIGHTBOX = { perEvent: 4, max: 12 } as const;

export function homeLightboxImages(events: GalleryEvent[] = galleryEvents): GalleryImage[] {
  return events.flatMap((e) => e.days[0]?.images.slice(0, HOME_LIGHTBOX.perEvent) ?? []).slice(0, HOME_LIGHTBOX.max);
}

export function setCountLabel(count: number): string {
  return `${count} ${count === 1 ? "set" : "sets"}`;
}

export const galleryPage = {
  meta: {
    title: "Event Gallery",
    description:
      "Photos from Uraia's conferences, launches and community events: the Leadership Conference 2025, our 2023 soft launch and the 2024 civic leadership conference.",
    path: "/event-gallery",
  },
  hero: {
    eyebrow: "Media",
    title: "Event Gallery",
    intro: "Moments from the conferences, dialogues and celebrations where citizens and leaders meet.",
  },
  albumsTitle: "Albums",
  tabsLabel: "Days",
  photoCount: (n: number) => `${n} photos`,
  openImage: "Open photo",
  close: "Close",
  previous: "Previous photo",
  next: "Next photo",
  counter: (n: number, total: number) => `${n} of ${total}`,
  home: {
    eyebrow: "Event Gallery",
    title: "Moments From Our Events",
    intro: "Conferences, launches and community days: choose an album, or open a photo to browse them all.",
    viewAll: "View the full gallery",
  },
  actions: [
    { label: "Download Gallery", href: contactHref("Request: full-resolution event gallery download", "resource") },
    { label: "Request Photos", href: contactHref("Request: photos from an Uraia event", "resource") },
  ],
} as const;
