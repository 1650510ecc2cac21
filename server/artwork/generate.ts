import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { type ArtworkSpec, artwork } from "../../shared/artwork/artwork.ts";
import {
  ARTWORK_FORMATS,
  type ArtworkFormat,
  artworkFile,
  artworkHeight,
  artworkLiteWidth,
  generatedArtworkWidths,
} from "../../shared/artwork/artwork-files.ts";
import { artworkSvg, ogSvg } from "./compose.ts";

/** Where encoded files are kept by content between builds. */
export const ARTWORK_CACHE_DIR = path.resolve("node_modules/.cache/uraia-artwork");

/** Encoder settings; changing them changes every cache key. */
const ENCODE = {
  avif: { quality: 48, effort: 2 },
  webp: { quality: 70, effort: 4 },
  jpg: { quality: 76, mozjpeg: true },
} as const;

/** Lite mode's width is encoded harder: a page of thumbnails must fit lite's budget (docs/product.md, "Lite mode"). */
const LITE_ENCODE = {
  avif: { quality: 34, effort: 2 },
  webp: { quality: 55, effort: 4 },
  jpg: { quality: 62, mozjpeg: true },
} as const;

type Encoding = typeof ENCODE | typeof LITE_ENCODE;

function encode(image: Sharp, format: ArtworkFormat, settings: Encoding): Sharp {
  if (format === "avif") return image.avif(settings.avif);
  if (format === "webp") return image.webp(settings.webp);
  return image.jpeg(settings.jpg);
}

type Job = { file: string; svg: string; width: number; height: number; format: ArtworkFormat; settings: Encoding };

function jobsFor(name: string, spec: ArtworkSpec): Job[] {
  const widths = generatedArtworkWidths(spec);
  const max = widths[widths.length - 1] ?? 800;
  const svg = artworkSvg(name, spec, max, artworkHeight(spec, max));
  const lite = artworkLiteWidth(spec);
  return widths.flatMap((width) =>
    ARTWORK_FORMATS.map((format) => ({
      file: artworkFile(name, width, format),
      svg,
      width,
      height: artworkHeight(spec, width),
      format,
      settings: width === lite ? LITE_ENCODE : ENCODE,
    })),
  );
}

/** Writes `data` to `file` through a temporary name, so a reader never sees half a file. */
export async function writeWhole(file: string, data: Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.promises.writeFile(temporary, data);
  await fs.promises.rename(temporary, file);
}

/**
 * One file encoded, or read from the cache of encoded files (keyed by content,
 * so it outlives rebuilds). The cache is a help only: a cache that cannot be
 * written (a read-only node_modules) leaves the encoding to be done again.
 */
async function render(job: Job, cacheDir: string): Promise<Buffer> {
  const key = createHash("sha256")
    .update(JSON.stringify([job.svg, job.width, job.height, job.format, job.settings[job.format]]))
    .digest("hex")
    .slice(0, 24);
  const cached = path.join(cacheDir, `${key}.${job.format}`);
  const hit = await fs.promises.readFile(cached).catch(() => null);
  if (hit) return hit;
  const image = sharp(Buffer.from(job.svg)).resize(job.width, job.height, { fit: "cover" });
  const data = await encode(image, job.format, job.settings).toBuffer();
  await fs.promises
    .mkdir(cacheDir, { recursive: true })
    .then(() => writeWhole(cached, data))
    .catch(() => {});
  return data;
}

/** The artwork file with this public name (`home-hero-800.avif`), or null when there is none. */
function jobForFile(file: string): Job | null {
  const parts = /^([a-z0-9-]+)-(\d+)\.(avif|webp|jpg)$/.exec(file);
  const spec = parts?.[1] ? (artwork as Record<string, ArtworkSpec | undefined>)[parts[1]] : undefined;
  if (!parts?.[1] || !spec) return null;
  return jobsFor(parts[1], spec).find((job) => job.file === file) ?? null;
}

/** Whether a public name (`home-hero-800.avif`) is one of the artwork files. */
export function isArtworkFile(file: string): boolean {
  return jobForFile(file) !== null;
}

/** Encodes one artwork file by its public name (`home-hero-800.avif`); null for a name that is not one. */
export async function artworkFileBytes(file: string, cacheDir = ARTWORK_CACHE_DIR): Promise<Buffer | null> {
  const job = jobForFile(file);
  return job ? render(job, cacheDir) : null;
}

/** Every artwork file's public name, in registry order. */
export function allArtworkFiles(): string[] {
  return Object.entries(artwork).flatMap(([name, spec]) => jobsFor(name, spec as ArtworkSpec).map((job) => job.file));
}

/** The link-preview image of pages that have none of their own (`/og/default.jpg`): one small JPEG, made by the build. */
export async function writeDefaultOgImage(clientDir: string): Promise<void> {
  fs.mkdirSync(path.join(clientDir, "og"), { recursive: true });
  const og = await sharp(Buffer.from(ogSvg())).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  fs.writeFileSync(path.join(clientDir, "og", "default.jpg"), og);
}

/**
 * One registered artwork as its largest JPEG (the photos of the demo albums are
 * artwork: their "Download Gallery" ZIP holds these); null for an unknown name.
 */
export async function artworkJpeg(name: string, cacheDir = ARTWORK_CACHE_DIR): Promise<Buffer | null> {
  const spec = (artwork as Record<string, ArtworkSpec | undefined>)[name];
  if (!spec) return null;
  const jpegs = jobsFor(name, spec).filter((job) => job.format === "jpg");
  const largest = jpegs[jpegs.length - 1];
  if (!largest) return null;
  return render(largest, cacheDir);
}
