/**
 * "Download Gallery": an album's web-size photos as one ZIP, built once by a
 * job and kept (server/gallery/album-zips.ts). While it is being built the
 * address answers 202 with a page that refreshes itself.
 */
export const albumZipPath = (albumId: number) => `/event-gallery/${albumId}/photos.zip`;

/** Seconds the "being prepared" page waits before it asks again. */
export const ALBUM_ZIP_REFRESH_SECONDS = 5;
