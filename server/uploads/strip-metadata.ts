import fs from "node:fs";
import sharp, { type Sharp } from "sharp";

/** Formats re-encoded on upload; GIF carries no EXIF block and is kept as sent. */
const ENCODE = {
  jpg: (image: Sharp) => image.jpeg({ quality: 90, mozjpeg: true }),
  png: (image: Sharp) => image.png({ compressionLevel: 9 }),
  webp: (image: Sharp) => image.webp({ quality: 90 }),
  avif: (image: Sharp) => image.avif({ quality: 70, effort: 2 }),
} as const;

export function hasMetadataToStrip(ext: string): ext is keyof typeof ENCODE {
  return Object.hasOwn(ENCODE, ext);
}

/**
 * Rewrites an uploaded image in place without its metadata (EXIF, GPS, XMP,
 * comments), its EXIF orientation applied to the pixels first, so a community
 * photo never reveals where or with what it was taken. Answers the new facts.
 */
export async function stripMetadata(
  localPath: string,
  ext: keyof typeof ENCODE,
): Promise<{ size: number; width: number; height: number }> {
  const cleaned = `${localPath}.clean`;
  try {
    const info = await ENCODE[ext](sharp(localPath, { failOn: "none" }).rotate()).toFile(cleaned);
    await fs.promises.rename(cleaned, localPath);
    return { size: info.size, width: info.width, height: info.height };
  } finally {
    await fs.promises.rm(cleaned, { force: true });
  }
}
