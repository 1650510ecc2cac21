import type { Locale } from "../../../shared/locales.ts";
import type { Publication } from "../../../shared/publications.ts";
import { textFingerprint } from "../../lib/text-fingerprint.ts";

/**
 * The publication's 1200×630 link-preview image (server/preview-images), versioned by its last
 * change. A publication read in Kiswahili has its own card, with its Kiswahili title and type
 * (/og/sw/publications/…), versioned by those words too.
 */
export function publicationPreviewPath(
  p: Pick<Publication, "slug" | "updated_at" | "title" | "type"> & { locale?: Locale; type_name?: string },
): string {
  const version = Date.parse(p.updated_at);
  const changed = Number.isNaN(version) ? "" : version.toString(36);
  const file = `publications/${encodeURIComponent(p.slug)}.jpg`;
  if (p.locale === "sw") return `/og/sw/${file}?v=${changed}-${textFingerprint(`${p.type_name ?? p.type}|${p.title}`)}`;
  return `/og/${file}${changed ? `?v=${changed}` : ""}`;
}

/** The type the publication's card draws: its Kiswahili name on the Kiswahili card. */
export function previewKicker(p: Pick<Publication, "type"> & { locale?: Locale; type_name?: string }): string {
  return (p.locale === "sw" && p.type_name) || p.type;
}
