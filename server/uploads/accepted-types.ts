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
