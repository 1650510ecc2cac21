import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { resizableUpload, variantName } from "../../shared/upload-variants.ts";
import { concurrencyLimit, singleFlight } from "../files/made-once.ts";
import type { Logger } from "../logger.ts";
import type { ImageVariants } from "../uploads/image-variants.ts";
import { type FileStorage, STORAGE_KEY } from "../uploads/storage.ts";
import { type PreviewText, renderPreview } from "./preview-card.ts";

/** Bump when the card's design changes: every preview is then made again. */
const DESIGN_VERSION = 1;
/** The upload width a preview is made from (never the original, which may be 40 megapixels). */
const SOURCE_WIDTH = 1440;
/** Recently served previews kept in memory (each under 300 KB). */
const MEMORY_ENTRIES = 64;

export type PreviewRequest = {
  /** what and which version: "news/12/2026-11-22T08:00:00.000Z" */
  version: string;
  /** seeds the generated artwork when the item has no image */
  seed: string;
  text: PreviewText;
  /** the item's own image (/uploads/…), or null */
  imageUrl: string | null;
};

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Link-preview images, made once per item version and kept in file storage
 * (so a restart or another instance does not make them again): identical
 * requests in flight share one render, and at most `concurrency` renders run
 * at once, each from the 1440 px variant of the item's image.
 */
export function previewStore(deps: {
  storage: FileStorage;
  variants: ImageVariants;
  logger: Logger;
  concurrency?: number;
}) {
  const { storage, variants, logger } = deps;
  const limit = concurrencyLimit(deps.concurrency ?? 2);
  const once = singleFlight<Buffer>();
  const memory = new Map<string, Buffer>();
  let renders = 0;

  const keyFor = (version: string) =>
    `${createHash("sha256").update(`preview/${DESIGN_VERSION}/${version}`).digest("hex").slice(0, 32)}.jpg`;

  /** The item's image at 1440 px (made now if missing), or null to use artwork. */
  async function sourceImage(url: string | null): Promise<Buffer | null> {
    const upload = url?.startsWith("/uploads/") ? resizableUpload(url) : null;
    if (!upload) return null;
    const name = variantName(upload.id, SOURCE_WIDTH, "jpg");
    if (!(await variants.ensure(name))) return null;
    return readAll(storage.read(name));
  }

  async function make(key: string, request: PreviewRequest): Promise<Buffer> {
    if ((await storage.size(key)) !== null) return readAll(storage.read(key));
    const jpeg = await limit(async () => {
      renders++;
      return renderPreview(request.seed, request.text, await sourceImage(request.imageUrl));
    });
    try {
      await storage.putBytes(key, jpeg);
    } catch (error) {
      // Another instance may have stored the same preview meanwhile; serving ours is still right.
      if ((await storage.size(key)) === null) logger.warn({ err: error, key }, "could not store a link preview");
    }
    return jpeg;
  }

  return {
    /** How many previews this process has rendered (for tests and benchmarks). */
    get renders() {
      return renders;
    },

    async get(request: PreviewRequest): Promise<Buffer> {
      const key = keyFor(request.version);
      if (!STORAGE_KEY.test(key)) throw new Error(`bad preview key ${key}`);
      const remembered = memory.get(key);
      if (remembered) return remembered;
      const jpeg = await once(key, () => make(key, request));
      memory.set(key, jpeg);
      if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value as string);
      return jpeg;
    },
  };
}

export type PreviewStore = ReturnType<typeof previewStore>;
