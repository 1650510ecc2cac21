import type { ArtworkMotif, ArtworkSpec } from "../../shared/artwork/artwork.ts";
import { site } from "../../shared/site.ts";
import { gathering, people, portrait, stage } from "./motifs-people.ts";
import { document, landscape, pattern, product } from "./motifs-scenes.ts";
import { palettes } from "./palettes.ts";
import { type Rng, seededRng } from "./random.ts";

const motifs: Record<ArtworkMotif, (rng: Rng, c: (typeof palettes)["brand"], w: number, h: number) => string> = {
  people,
  gathering,
  landscape,
  pattern,
  portrait,
  document,
  product,
  stage,
};

/** The SVG of one artwork at its full size: the same name always gives the same picture. */
export function artworkSvg(name: string, spec: ArtworkSpec, width: number, height: number): string {
  const body = motifs[spec.motif](seededRng(name), palettes[spec.palette], width, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** The default link-preview image (1200×630): a gathering with the organisation's name. */
export function ogSvg(): string {
  const w = 1200;
  const h = 630;
  const scene = gathering(seededRng("og-default"), palettes.brand, w, h);
  const text = `<rect x="0" y="0" width="${w}" height="${h * 0.42}" fill="#08301d" opacity="0.55"/><text x="64" y="128" font-family="Georgia, 'DejaVu Serif', serif" font-size="84" font-weight="700" fill="#fbfaf6">${site.name}</text><text x="64" y="196" font-family="'DejaVu Sans', Arial, sans-serif" font-size="32" fill="#f6cf5e">Civic education · Good governance · Grassroots voices</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${scene}${text}</svg>`;
}
