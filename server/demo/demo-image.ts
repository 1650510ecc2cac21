import sharp from "sharp";

/** Brand colours (app/app.css) as [background, shape, highlight] for each demo image. */
const PALETTES: Array<[string, string, string]> = [
  ["#0f5231", "#3f9c68", "#f0b72f"],
  ["#86301c", "#c2462a", "#fdf0c8"],
  ["#08301d", "#1f7f4c", "#f6cf5e"],
  ["#14663c", "#aad8bb", "#c2462a"],
];

/**
 * An original abstract banner (1200×675 WebP): a gathering of figures under a
 * sun over rolling ground, varied by `seed`. Drawn here; nothing is copied.
 */
export async function demoImage(seed: number): Promise<Buffer> {
  const [ground, figure, sun] = PALETTES[seed % PALETTES.length]!;
  const people = Array.from({ length: 7 }, (_, i) => {
    const x = 170 + i * 145 + ((seed * 37 + i * 53) % 40);
    const h = 150 + ((seed * 29 + i * 71) % 90);
    return `<g fill="${i % 3 === seed % 3 ? sun : figure}" opacity="0.95"><circle cx="${x}" cy="${585 - h - 34}" r="30"/><rect x="${x - 42}" y="${585 - h}" width="84" height="${h}" rx="40"/></g>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ground}"/><stop offset="1" stop-color="${figure}"/></linearGradient></defs>
<rect width="1200" height="675" fill="url(#sky)"/>
<circle cx="${260 + ((seed * 113) % 700)}" cy="170" r="110" fill="${sun}" opacity="0.9"/>
<path d="M0 560 Q 300 ${470 + (seed % 4) * 20} 600 540 T 1200 520 V 675 H 0 Z" fill="${ground}" opacity="0.85"/>
${people}
<rect y="585" width="1200" height="90" fill="${ground}"/>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 72 }).toBuffer();
}
