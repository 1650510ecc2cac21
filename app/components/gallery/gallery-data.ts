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
  page: number;
  pages: number;
  /** the albums could not be read */
  failed: boolean;
};

/** The home gallery: the first albums as cards, and the highlight photos of its lightbox. */
export type HomeGalleryData = { albums: AlbumSummary[]; highlights: Photo[] };

/** The address that shows album `id` below the cards of page `page` of the gallery at `path`. */
export function albumHref(path: string, id: number, page: number): string {
  return pageHref(path, { album: String(id) }, page);
}
