import type { Config } from "../config.ts";

/** What may be uploaded, judged by the file's bytes (file-type), never by its name or declared type. */
export const ACCEPTED = {
  jpg: { mime: "image/jpeg", kind: "image" },
  png: { mime: "image/png", kind: "image" },
  webp: { mime: "image/webp", kind: "image" },
  avif: { mime: "image/avif", kind: "image" },
  gif: { mime: "image/gif", kind: "image" },
  pdf: { mime: "application/pdf", kind: "pdf" },
} as const;

export type AcceptedExt = keyof typeof ACCEPTED;

export function isAcceptedExt(ext: string | undefined): ext is AcceptedExt {
  return ext !== undefined && Object.hasOwn(ACCEPTED, ext);
}

export const NOT_ACCEPTED =
  "This type of file cannot be uploaded. Choose a JPEG, PNG, WebP, AVIF or GIF image, or a PDF.";

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export function tooLargeMessage(config: Pick<Config, "maxImageUploadBytes" | "maxPdfUploadBytes">): string {
  return `The file is too large. Images can be up to ${mb(config.maxImageUploadBytes)} and PDFs up to ${mb(config.maxPdfUploadBytes)}.`;
}

/**
 * The most pixels an uploaded image may have (40 megapixels, e.g. 8000 × 5000):
 * refused at upload, and the limit sharp is given for every decode, so no image
 * can make the server allocate more than that.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export function tooManyPixelsMessage(width: number, height: number): string {
  const mp = (width * height) / 1_000_000;
  return `This image is ${width} × ${height} pixels (${mp.toFixed(1)} megapixels). Images can be up to ${MAX_IMAGE_PIXELS / 1_000_000} megapixels: please resize it and upload it again.`;
}
