import { PUBLIC_VIEWER } from "../../../server/auth/viewer.ts";
import type { Services } from "../../../server/services.ts";
import type { Album, Photo } from "../../../shared/collections/index.ts";
import type { Locale } from "../../../shared/locales.ts";
import { PUBLIC_PAGE_SIZE, pageCount } from "../../../shared/pagination.ts";
import { loadCollection, loadItem } from "../../lib/collections.server.ts";
import { inPageLanguage } from "../../lib/in-page-language.server.ts";
import type { AlbumSummary, GalleryPageData, HomeGalleryData } from "./gallery-data.ts";

/** Album cards a page of /event-gallery shows. */
export const ALBUMS_PER_PAGE = PUBLIC_PAGE_SIZE;

/** How many albums the home gallery shows. */
export const HOME_ALBUMS = 6;

/** The home lightbox's list: the first 4 photos of the first set of each album, at most 12. */
export const HOME_LIGHTBOX = { perAlbum: 4, max: 12 } as const;

/** The album's cover: the one staff picked, else its first photo. */
export function albumCover(album: Album): string | null {
  return album.cover_url ?? album.sets.find((set) => set.photos.length > 0)?.photos[0]?.url ?? null;
}

/** The one place an album becomes a card's data: what the card shows, none of its photos. */
export function albumSummary(album: Album): AlbumSummary {
  return {
    id: album.id,
    title: album.title,
    date: album.date,
    location: album.location,
    cover: albumCover(album),
    setCount: album.sets.length,
  };
}

export function homeLightboxPhotos(albums: Album[]): Photo[] {
  return albums
    .flatMap((album) => album.sets[0]?.photos.slice(0, HOME_LIGHTBOX.perAlbum) ?? [])
    .slice(0, HOME_LIGHTBOX.max);
}

/** An `?album=` value that names an album: a whole number without leading zeros (one address per album). */
const ALBUM_ID = /^[1-9]\d{0,14}$/;

/**
 * Page `page` of the gallery: 12 album cards in staff's order, and the album
 * shown in full below them: the one `albumId` names (any published album, on
 * this page or not), else the page's first. `album` is null with an `albumId`
 * that names no published album, which the page answers with its 404.
 */
export async function loadGalleryPage(
  services: Services,
  page: number,
  albumId: string | null,
  locale: Locale = "en",
): Promise<GalleryPageData> {
  try {
    const [list, chosen] = await Promise.all([
      services.collections.list("albums", PUBLIC_VIEWER, {
        limit: ALBUMS_PER_PAGE,
        offset: (page - 1) * ALBUMS_PER_PAGE,
      }),
      albumId === null || !ALBUM_ID.test(albumId) ? null : loadItem(services, "albums", albumId, locale),
    ]);
    const items = await inPageLanguage(services, "albums", list.items as Album[], locale);
    return {
      albums: items.map(albumSummary),
      album: albumId === null ? (items[0] ?? null) : chosen,
      set: 0,
      page,
      pages: pageCount(list.total, ALBUMS_PER_PAGE),
      failed: false,
    };
  } catch (error) {
    services.logger.error({ err: error, collection: "albums" }, "collection list failed to load");
    // No page count is known: the page asked for is not turned into a 404.
    return { albums: [], album: null, set: 0, page, pages: page, failed: true };
  }
}

/** The home gallery's data: the first albums' cards and the highlight photos, not every set of every album. */
export async function loadHomeGallery(services: Services, locale: Locale = "en"): Promise<HomeGalleryData> {
  const { items } = await loadCollection(services, "albums", locale, { limit: HOME_ALBUMS });
  return { albums: items.map(albumSummary), highlights: homeLightboxPhotos(items) };
}
