import type { GalleryCopy } from "../components/gallery/gallery-copy.ts";
import type { HeroCopy, PageMetaFields } from "./page-types.ts";

/** Copy of the event gallery (/event-gallery and the home gallery); the albums are a collection. */
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
  pagesLabel: "Album pages",
  tabsLabel: "Days",
  photoCount: (n: number) => `${n} photos`,
  setCount: (n: number) => `${n} ${n === 1 ? "set" : "sets"}`,
  empty: "No albums yet. Photos from our next event will appear here.",
  failed: "Albums could not be loaded. Please refresh the page or try again shortly.",
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
    loading: "Loading the album's photos…",
    loadFailed: "The album's photos could not be loaded. Check your connection and try again.",
    retry: "Try again",
  },
  actions: {
    download: "Download Gallery",
    request: "Request Photos",
    requestSubject: (album: string) => `Request: photos from the album "${album}"`,
  },
} satisfies GalleryCopy & { meta: PageMetaFields; hero: HeroCopy };
