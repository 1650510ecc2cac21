/**
 * Responsive variants of uploaded images: every JPEG/PNG/WebP/AVIF upload at
 * /uploads/{hex}.{ext} is also served as /uploads/{hex}-{width}.{avif|webp|jpg},
 * made once (at upload, or on first request) and cached for a year.
 * One contract for the server (server/uploads/image-variants.ts) and the pages.
 */
export const VARIANT_WIDTHS = [480, 960, 1440] as const;
export const VARIANT_FORMATS = ["avif", "webp", "jpg"] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

const ORIGINAL = /^(.*\/uploads\/)([a-f0-9]{32})\.(jpg|png|webp|avif)$/;
const VARIANT = /^([a-f0-9]{32})-(\d{3,4})\.(avif|webp|jpg)$/;

/** The upload's base (everything before the file name) and id, when the URL is a resizable upload. */
export function resizableUpload(url: string): { base: string; id: string } | null {
  const match = ORIGINAL.exec(url);
  return match ? { base: match[1]!, id: match[2]! } : null;
}

export function variantName(id: string, width: number, format: VariantFormat): string {
  return `${id}-${width}.${format}`;
}

/** Parses a variant file name; null unless its width and format are ones we make. */
export function parseVariantName(name: string): { id: string; width: VariantWidth; format: VariantFormat } | null {
  const match = VARIANT.exec(name);
  if (!match) return null;
  const width = Number(match[2]);
  if (!(VARIANT_WIDTHS as readonly number[]).includes(width)) return null;
  return { id: match[1]!, width: width as VariantWidth, format: match[3] as VariantFormat };
}

export function variantSrcSet(
  upload: { base: string; id: string },
  format: VariantFormat,
  widths: readonly number[] = VARIANT_WIDTHS,
): string {
  return widths.map((w) => `${upload.base}${variantName(upload.id, w, format)} ${w}w`).join(", ");
}
