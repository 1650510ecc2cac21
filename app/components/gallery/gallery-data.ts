import type { Album, Photo } from "../../../shared/collections/index.ts";
import { pageHref } from "../../../shared/pagination.ts";

/**
 * What an album card shows, and no more: never the album's photos, so a page of
 * cards stays small however many photos the albums hold. Made on the server
 * (gallery.server.ts).
 */
export type AlbumSummary = {
  id: number;
  title: string;
  date: string;
  location: string;
  /** the cover staff picked, else the album's first photo; null for an album without photos */
  cover: string | null;
  setCount: number;
};

/** One page of /event-gallery: its album cards and the one album shown in full below them. */
export type GalleryPageData = {
  albums: AlbumSummary[];
  /** the album chosen by `?album=`, else the page's first; null when there is none */
  album: Album | null;
  /** the album's set shown first: `?set=<n>` counts from 1, this from 0 */
  set: number;
  page: number;
  pages: number;
  /** the albums could not be read */
  failed: boolean;
};

/** The home gallery: the first albums as cards, and the highlight photos of its lightbox. */
export type HomeGalleryData = { albums: AlbumSummary[]; highlights: Photo[] };

/**
 * The address that shows album `id` below the cards of page `page` of the
 * gallery at `path`, opened at its set `set` (from 0; the address counts from 1).
 */
export function albumHref(path: string, id: number, page: number, set = 0): string {
  return pageHref(path, set > 0 ? { album: String(id), set: String(set + 1) } : { album: String(id) }, page);
}
