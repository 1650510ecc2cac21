import fs from "node:fs";
import { fileTypeFromBuffer } from "file-type";
import type { Kysely } from "kysely";
import sharp from "sharp";
import { can, requirePermission } from "../auth/permissions.ts";
import type { Viewer } from "../auth/viewer.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/schema.ts";
import { forbidden, payloadTooLarge, unsupportedMediaType } from "../http/errors.ts";
import {
  ACCEPTED,
  type AcceptedExt,
  isAcceptedExt,
  MAX_IMAGE_PIXELS,
  NOT_ACCEPTED,
  tooLargeMessage,
  tooManyPixelsMessage,
} from "./accepted-types.ts";
import type { ImageVariants } from "./image-variants.ts";
import { receiveFile } from "./multipart-file.ts";
import type { FileStorage } from "./storage.ts";
import { hasMetadataToStrip, stripMetadata } from "./strip-metadata.ts";
import { saveUpload } from "./upload-records.ts";

const UNREADABLE_IMAGE = "This image could not be read. It may be damaged; please export it again and retry.";

export interface UploadService {
  /** Receives the multipart field `file` from a staff request; answers its public URL. */
  receive(request: Request, viewer: Viewer): Promise<{ url: string }>;
}

/** A Finance officer uploads the audited statements, nothing else. */
export const FINANCE_PDF_ONLY = "Your role can upload PDF files only (the audited statements).";

export function createUploadService(deps: {
  db: Kysely<Database>;
  storage: FileStorage;
  variants: ImageVariants;
  config: Config;
  now: () => Date;
}): UploadService {
  const { db, storage, variants, config, now } = deps;
  const tooLarge = tooLargeMessage(config);

  return {
    async receive(request, viewer) {
      // Authors add images to their drafts too; the Finance officer uploads PDFs only (audited statements).
      const pdfOnly = !can(viewer, "news-drafts") && can(viewer, "finance");
      if (!pdfOnly) requirePermission(viewer, "news-drafts");
      const detected: { ext: AcceptedExt } = { ext: "pdf" };
      const file = await receiveFile(request, {
        field: "file",
        tempDir: storage.tempDir(),
        maxBytes: Math.max(config.maxImageUploadBytes, config.maxPdfUploadBytes),
        tooLarge,
        judge: async (head) => {
          const type = await fileTypeFromBuffer(head);
          if (!isAcceptedExt(type?.ext)) throw unsupportedMediaType(NOT_ACCEPTED);
          if (pdfOnly && ACCEPTED[type.ext].kind !== "pdf") throw forbidden(FINANCE_PDF_ONLY);
          detected.ext = type.ext;
          return {
            maxBytes: ACCEPTED[type.ext].kind === "pdf" ? config.maxPdfUploadBytes : config.maxImageUploadBytes,
          };
        },
      });
      const { ext } = detected;
      try {
        let width: number | null = null;
        let height: number | null = null;
        let size = file.size;
        if (ACCEPTED[ext].kind === "image") {
          // Only the header is read here (no pixels are decoded), so the size can be judged and named.
          const meta = await sharp(file.localPath, { limitInputPixels: false })
            .metadata()
            .catch(() => {
              throw unsupportedMediaType(UNREADABLE_IMAGE);
            });
          width = meta.width ?? null;
          height = meta.height ?? null;
          if (width !== null && height !== null && width * height > MAX_IMAGE_PIXELS) {
            throw payloadTooLarge(tooManyPixelsMessage(width, height));
          }
          if (hasMetadataToStrip(ext)) {
            const cleaned = await stripMetadata(file.localPath, ext).catch(() => {
              throw unsupportedMediaType(UNREADABLE_IMAGE);
            });
            ({ width, height } = cleaned);
            size = cleaned.size;
          }
        }
        const url = await saveUpload(
          db,
          storage,
          { localPath: file.localPath },
          {
            ext,
            mime: ACCEPTED[ext].mime,
            size,
            width,
            height,
            originalName: file.filename,
            uploadedBy: viewer.userId ?? null,
          },
          now(),
        );
        // Responsive variants are made in the background; a page asking sooner gets them made on request.
        if (ACCEPTED[ext].kind === "image" && ext !== "gif") variants.makeAll(url.slice(url.lastIndexOf("/") + 1));
        return { url };
      } finally {
        await fs.promises.rm(file.localPath, { force: true });
      }
    },
  };
}
