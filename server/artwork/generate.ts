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

async function render(job: Job, cacheDir: string): Promise<Buffer> {
  const key = createHash("sha256")
    .update(JSON.stringify([job.svg, job.width, job.height, job.format, job.settings[job.format]]))
    .digest("hex")
    .slice(0, 24);
  const cached = path.join(cacheDir, `${key}.${job.format}`);
  if (fs.existsSync(cached)) return fs.readFileSync(cached);
  const image = sharp(Buffer.from(job.svg)).resize(job.width, job.height, { fit: "cover" });
  const data = await encode(image, job.format, job.settings).toBuffer();
  fs.writeFileSync(cached, data);
  return data;
}

/**
 * Writes every registered artwork (AVIF, WebP, JPEG at each width) to
 * `<clientDir>/art/` and the link-preview image to `<clientDir>/og/default.jpg`.
 * Encoded files are cached by content, so rebuilds only encode what changed.
 */
export async function generateArtwork(
  clientDir: string,
  cacheDir = path.resolve("node_modules/.cache/uraia-artwork"),
): Promise<{ files: number; bytes: number }> {
  const outDir = path.join(clientDir, "art");
  fs.mkdirSync(outDir, { recursive: true });
  fs.mkdirSync(cacheDir, { recursive: true });
  const jobs = Object.entries(artwork).flatMap(([name, spec]) => jobsFor(name, spec as ArtworkSpec));
  let bytes = 0;
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const data = await render(job, cacheDir);
      fs.writeFileSync(path.join(outDir, job.file), data);
      bytes += data.length;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));

  fs.mkdirSync(path.join(clientDir, "og"), { recursive: true });
  const og = await sharp(Buffer.from(ogSvg())).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  fs.writeFileSync(path.join(clientDir, "og", "default.jpg"), og);
  return { files: jobs.length + 1, bytes: bytes + og.length };
}

/**
 * One registered artwork as its largest JPEG (the photos of the demo albums are
 * artwork: their "Download Gallery" ZIP holds these); null for an unknown name.
 */
export async function artworkJpeg(
  name: string,
  cacheDir = path.resolve("node_modules/.cache/uraia-artwork"),
): Promise<Buffer | null> {
  const spec = (artwork as Record<string, ArtworkSpec | undefined>)[name];
  if (!spec) return null;
  const jpegs = jobsFor(name, spec).filter((job) => job.format === "jpg");
  const largest = jpegs[jpegs.length - 1];
  if (!largest) return null;
  fs.mkdirSync(cacheDir, { recursive: true });
  return render(largest, cacheDir);
}
