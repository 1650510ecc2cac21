import sharp from "sharp";
import { site } from "../../shared/site.ts";
import { artworkSvg } from "../artwork/compose.ts";
import { escapeXml } from "../discovery/xml.ts";
import { MAX_IMAGE_PIXELS } from "../uploads/accepted-types.ts";

/** Link previews: 1200×630 JPEG under 300 KB (WhatsApp drops larger images). */
export const PREVIEW = { width: 1200, height: 630, maxBytes: 300 * 1024 } as const;

export type PreviewText = { kicker: string; title: string };

/** Breaks a title into at most `maxLines` lines of about `perLine` characters, with an ellipsis when cut. */
export function wrapTitle(title: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of title.trim().split(/\s+/)) {
    if (line && `${line} ${word}`.length > perLine) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/** The text band laid over the picture: the kind of item, its title and the organisation's name. */
function overlaySvg(text: PreviewText): string {
  const { width: w, height: h } = PREVIEW;
  const lines = wrapTitle(text.title, 30, 3);
  const size = 60;
  const top = h - 90 - lines.length * (size + 10);
  const titleLines = lines
    .map(
      (l, i) =>
        `<text x="64" y="${top + (i + 1) * (size + 10)}" font-family="Georgia, 'DejaVu Serif', serif" font-size="${size}" font-weight="700" fill="#fbfaf6">${escapeXml(l)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#08301d" stop-opacity="0.1"/><stop offset="0.45" stop-color="#08301d" stop-opacity="0.55"/><stop offset="1" stop-color="#08301d" stop-opacity="0.92"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#shade)"/>
<text x="64" y="${top - 12}" font-family="'DejaVu Sans', Arial, sans-serif" font-size="28" font-weight="700" letter-spacing="3" fill="#f6cf5e">${escapeXml(text.kicker.toUpperCase())}</text>
${titleLines}
<text x="64" y="${h - 44}" font-family="'DejaVu Sans', Arial, sans-serif" font-size="26" fill="#d5ecdd">${escapeXml(site.name)} · ${escapeXml(site.tagline)}</text>
</svg>`;
}

/** The picture behind the text: the item's own image, or generated artwork seeded by its slug. */
async function background(seed: string, image: Buffer | null): Promise<Buffer> {
  const { width, height } = PREVIEW;
  if (image) {
    try {
      return await sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize(width, height, { fit: "cover" })
        .toBuffer();
    } catch {
      // An unreadable image falls back to the artwork.
    }
  }
  const svg = artworkSvg(`preview-${seed}`, { motif: "gathering", palette: "brand" }, width, height);
  return sharp(Buffer.from(svg)).resize(width, height).toBuffer();
}

/** Renders the preview JPEG, lowering the quality until it is under 300 KB. */
export async function renderPreview(seed: string, text: PreviewText, image: Buffer | null): Promise<Buffer> {
  const base = await background(seed, image);
  const composed = await sharp(base)
    .composite([{ input: Buffer.from(overlaySvg(text)) }])
    .toBuffer();
  let jpeg = Buffer.alloc(0);
  for (const quality of [80, 68, 55, 40]) {
    jpeg = await sharp(composed).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length < PREVIEW.maxBytes) break;
  }
  return jpeg;
}
