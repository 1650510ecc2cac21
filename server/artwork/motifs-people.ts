import type { Colors } from "./palettes.ts";
import type { Rng } from "./random.ts";
import { acacia, backdrop, figure, hills } from "./shapes.ts";

type Draw = (rng: Rng, c: Colors, w: number, h: number) => string;

/** A row of people standing together on a hillside. */
export const people: Draw = (rng, c, w, h) => {
  const count = rng.int(4, 7);
  const base = h * 0.96;
  let crowd = "";
  for (let i = 0; i < count; i++) {
    const x = (w / (count + 1)) * (i + 1) + rng.range(-w * 0.03, w * 0.03);
    crowd += figure(rng, c, x, base + rng.range(0, h * 0.05), h * rng.range(0.55, 0.72));
  }
  return `${backdrop(rng, c, w, h, "sky")}${hills(rng, w, h, h * 0.7, c.ground, h * 0.04)}${crowd}`;
};

/** A baraza: people seated in a half-circle under an acacia tree. */
export const gathering: Draw = (rng, c, w, h) => {
  let scene = `${backdrop(rng, c, w, h, "sky")}${hills(rng, w, h, h * 0.62, c.ground, h * 0.03)}`;
  scene += acacia(w * rng.range(0.62, 0.8), h * 0.66, h * 0.55, c.deep);
  const rows = [
    { y: h * 0.8, n: rng.int(6, 9), size: h * 0.3 },
    { y: h * 1.02, n: rng.int(5, 7), size: h * 0.42 },
  ];
  for (const row of rows) {
    for (let i = 0; i < row.n; i++) {
      const t = (i + 0.5) / row.n;
      const x = w * 0.08 + t * w * 0.84;
      const lift = Math.sin(t * Math.PI) * h * 0.04;
      scene += figure(rng, c, x, row.y - lift, row.size);
    }
  }
  return scene;
};

/** One person, head and shoulders, against a sun disc. */
export const portrait: Draw = (rng, c, w, h) => {
  const bg = `<rect width="${w}" height="${h}" fill="${c.skyBottom}"/><circle cx="${w / 2}" cy="${h * 0.45}" r="${h * 0.36}" fill="${c.sun}" opacity="0.85"/>`;
  const ring = `<circle cx="${w / 2}" cy="${h * 0.45}" r="${h * 0.44}" fill="none" stroke="${c.paper}" stroke-opacity="0.25" stroke-width="${h * 0.01}"/>`;
  return `${bg}${ring}${figure(rng, c, w / 2, h * 1.18, h * 1.05)}`;
};

/** A stage with a speaker, spotlights and an audience in silhouette. */
export const stage: Draw = (rng, c, w, h) => {
  let scene = `<rect width="${w}" height="${h}" fill="${c.deep}"/><rect y="${h * 0.08}" width="${w}" height="${h * 0.5}" fill="${c.skyTop}"/>`;
  for (let i = 0; i < 3; i++) {
    const x = w * (0.25 + i * 0.25);
    scene += `<path d="M${x} 0 L${x - w * 0.16} ${h * 0.62} H${x + w * 0.16} Z" fill="${c.sun}" opacity="0.1"/>`;
  }
  scene += `<rect x="${w * 0.12}" y="${h * 0.14}" width="${w * 0.76}" height="${h * 0.06}" rx="${h * 0.02}" fill="${c.cloth[0]}" opacity="0.9"/>`;
  scene += `<rect y="${h * 0.58}" width="${w}" height="${h * 0.06}" fill="${c.ground}"/>`;
  scene += figure(rng, c, w * 0.5, h * 0.6, h * 0.36);
  scene += `<rect x="${w * 0.56}" y="${h * 0.44}" width="${w * 0.06}" height="${h * 0.16}" fill="${c.paper}" opacity="0.9"/>`;
  const heads = rng.int(9, 13);
  for (let i = 0; i < heads; i++) {
    const x = (w / (heads - 1)) * i + rng.range(-12, 12);
    const r = h * rng.range(0.07, 0.09);
    scene += `<circle cx="${x.toFixed(1)}" cy="${(h * 0.9).toFixed(1)}" r="${r.toFixed(1)}" fill="#000" opacity="0.55"/><rect x="${(x - r * 1.5).toFixed(1)}" y="${(h * 0.95).toFixed(1)}" width="${(r * 3).toFixed(1)}" height="${h * 0.1}" rx="${r.toFixed(1)}" fill="#000" opacity="0.55"/>`;
  }
  return scene;
};
