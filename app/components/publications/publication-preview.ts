import type { Locale } from "../../../shared/locales.ts";
import type { Publication } from "../../../shared/publications.ts";
import { textFingerprint } from "../../lib/text-fingerprint.ts";

/** A publication as its page shows it: in Kiswahili (`locale`), with its type's Kiswahili name. */
type Previewed = Pick<Publication, "slug" | "updated_at" | "title" | "type"> & { locale?: Locale; type_name?: string };

/** The type the publication's card draws: its Kiswahili name on the Kiswahili card. */
export function previewKicker(p: Pick<Previewed, "type" | "locale" | "type_name">): string {
  return (p.locale === "sw" && p.type_name) || p.type;
}

/**
 * The publication's 1200×630 link-preview image (server/preview-images), versioned by its last
 * change. A publication read in Kiswahili has its own card, with its Kiswahili title and type
 * (/og/sw/publications/…), versioned by those words too.
 */
export function publicationPreviewPath(p: Previewed): string {
  const version = Date.parse(p.updated_at);
  const changed = Number.isNaN(version) ? "" : version.toString(36);
  const file = `publications/${encodeURIComponent(p.slug)}.jpg`;
  if (p.locale === "sw") return `/og/sw/${file}?v=${changed}-${textFingerprint(`${previewKicker(p)}|${p.title}`)}`;
  return `/og/${file}${changed ? `?v=${changed}` : ""}`;
}
