import type { Publication } from "../../../shared/publications.ts";

/** The publication's 1200×630 link-preview image (server/preview-images), versioned by its last change. */
export function publicationPreviewPath(p: Pick<Publication, "slug" | "updated_at">): string {
  const version = Date.parse(p.updated_at);
  return `/og/publications/${encodeURIComponent(p.slug)}.jpg${Number.isNaN(version) ? "" : `?v=${version.toString(36)}`}`;
}
