import type { Readable } from "node:stream";
import sharp, { type Sharp } from "sharp";
import {
  parseVariantName,
  VARIANT_FORMATS,
  VARIANT_WIDTHS,
  type VariantFormat,
  variantName,
} from "../../shared/upload-variants.ts";
import { singleFlight } from "../files/made-once.ts";
import type { Logger } from "../logger.ts";
import { MAX_IMAGE_PIXELS } from "./accepted-types.ts";
import type { FileStorage } from "./storage.ts";

const RESIZABLE_EXTS = ["jpg", "png", "webp", "avif"] as const;
const QUALITY: Record<VariantFormat, (img: Sharp) => Sharp> = {
  avif: (img) => img.avif({ quality: 50, effort: 2 }),
  webp: (img) => img.webp({ quality: 72 }),
  jpg: (img) => img.jpeg({ quality: 78, mozjpeg: true }),
};

export interface ImageVariants {
  /** Makes every variant of a just-stored image upload (in the background). */
  makeAll(key: string): void;
  /** Makes one variant on first request when it is missing; true when it now exists. */
  ensure(name: string): Promise<boolean>;
}

async function readAll(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.read(key) as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Responsive variants of uploaded images (shared/upload-variants.ts): each width
 * in AVIF, WebP and JPEG, never enlarged, EXIF orientation applied and metadata
 * dropped. Concurrent requests for the same variant share one encode.
 */
export function imageVariants(storage: FileStorage, logger: Logger): ImageVariants {
  const once = singleFlight<boolean>();

  async function original(id: string): Promise<string | null> {
    for (const ext of RESIZABLE_EXTS) {
      const key = `${id}.${ext}`;
      if ((await storage.size(key)) !== null) return key;
    }
    return null;
  }

  async function make(name: string, source: Buffer | string): Promise<void> {
    const variant = parseVariantName(name);
    if (!variant) throw new Error(`not a variant name: ${name}`);
    const input = typeof source === "string" ? await readAll(storage, source) : source;
    const bytes = await QUALITY[variant.format](
      sharp(input, { failOn: "none", limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize({ width: variant.width, withoutEnlargement: true }),
    ).toBuffer();
    if ((await storage.size(name)) === null) await storage.putBytes(name, bytes);
  }

  return {
    makeAll(key) {
      const id = key.split(".")[0] ?? "";
      const names = VARIANT_WIDTHS.flatMap((w) => VARIANT_FORMATS.map((f) => variantName(id, w, f)));
      void (async () => {
        const input = await readAll(storage, key);
        for (const name of names) {
          await once(name, async () => {
            await make(name, input);
            return true;
          });
        }
      })().catch((error: unknown) => logger.warn({ err: error, key }, "could not make image variants"));
    },

    ensure(name) {
      return once(name, async () => {
        if ((await storage.size(name)) !== null) return true;
        const variant = parseVariantName(name);
        const source = variant ? await original(variant.id) : null;
        if (!source) return false;
        await make(name, source);
        return true;
      });
    },
  };
}
