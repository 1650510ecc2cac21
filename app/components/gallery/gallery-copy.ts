import type { Album, Photo } from "../../../shared/collections/index.ts";

/** The words the gallery components show, handed in by the route (page copy lives in app/content). */
export type GalleryCopy = {
  albumsTitle: string;
  tabsLabel: string;
  photoCount: (n: number) => string;
  setCount: (n: number) => string;
  openImage: string;
  close: string;
  previous: string;
  next: string;
  counter: (n: number, total: number) => string;
  empty: string;
  actions: ReadonlyArray<{ label: string; href: string }>;
  home: { eyebrow: string; title: string; intro: string; viewAll: string };
};

/** The home lightbox's list: the first 4 photos of the first set of each album, at most 12. */
export const HOME_LIGHTBOX = { perAlbum: 4, max: 12 } as const;

export function homeLightboxPhotos(albums: Album[]): Photo[] {
  return albums
    .flatMap((album) => album.sets[0]?.photos.slice(0, HOME_LIGHTBOX.perAlbum) ?? [])
    .slice(0, HOME_LIGHTBOX.max);
}

/** The album's cover: the one staff picked, else its first photo. */
export function albumCover(album: Album): string | null {
  return album.cover_url ?? album.sets.find((set) => set.photos.length > 0)?.photos[0]?.url ?? null;
}
