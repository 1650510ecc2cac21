import type { Colors } from "./palettes.ts";
import type { Rng } from "./random.ts";
import { acacia, backdrop, hills } from "./shapes.ts";

type Draw = (rng: Rng, c: Colors, w: number, h: number) => string;

/** Layered hills, a sun and acacia trees. */
export const landscape: Draw = (rng, c, w, h) => {
  let scene = backdrop(rng, c, w, h, "sky");
  scene += hills(rng, w, h, h * 0.55, c.skyBottom, h * 0.05).replace(
    "/>",
    ' opacity="0.6" style="mix-blend-mode:multiply"/>',
  );
  scene += hills(rng, w, h, h * 0.68, c.ground, h * 0.04);
  scene += acacia(w * rng.range(0.15, 0.35), h * 0.74, h * 0.42, c.deep);
  scene += acacia(w * rng.range(0.7, 0.9), h * 0.7, h * 0.26, c.deep);
  scene += hills(rng, w, h, h * 0.86, c.deep, h * 0.02);
  return scene;
};

/** A kitenge-like pattern of diamonds, triangles and circles. */
export const pattern: Draw = (rng, c, w, h) => {
  const cell = Math.round(h / rng.int(4, 6));
  const colors = [c.skyTop, c.skyBottom, c.sun, ...c.cloth];
  let out = `<rect width="${w}" height="${h}" fill="${c.skyTop}"/>`;
  for (let y = 0; y < h; y += cell) {
    for (let x = 0; x < w; x += cell) {
      const fill = rng.pick(colors);
      const kind = rng.int(0, 3);
      const m = cell / 2;
      out += `<rect x="${x}" y="${y}" width="${cell}" height="${cell}" fill="${rng.pick(colors)}"/>`;
      if (kind === 0)
        out += `<path d="M${x + m} ${y} L${x + cell} ${y + m} L${x + m} ${y + cell} L${x} ${y + m} Z" fill="${fill}"/>`;
      else if (kind === 1)
        out += `<circle cx="${x + m}" cy="${y + m}" r="${m * 0.7}" fill="${fill}"/><circle cx="${x + m}" cy="${y + m}" r="${m * 0.3}" fill="${c.paper}" opacity="0.8"/>`;
      else if (kind === 2)
        out += `<path d="M${x} ${y + cell} L${x + m} ${y} L${x + cell} ${y + cell} Z" fill="${fill}"/>`;
      else out += `<path d="M${x} ${y + m} H${x + cell}" stroke="${fill}" stroke-width="${cell * 0.18}"/>`;
    }
  }
  return out;
};

/** Stacked report pages with text lines and a bar chart. */
export const document: Draw = (rng, c, w, h) => {
  const pw = h * 0.56;
  const ph = h * 0.74;
  const x = w / 2 - pw / 2;
  const y = h * 0.13;
  let out = `<rect width="${w}" height="${h}" fill="${c.skyBottom}"/><circle cx="${w * 0.18}" cy="${h * 0.2}" r="${h * 0.3}" fill="${c.sun}" opacity="0.25"/>`;
  out += `<rect x="${x + pw * 0.12}" y="${y - ph * 0.04}" width="${pw}" height="${ph}" rx="8" fill="${c.paper}" opacity="0.55" transform="rotate(6 ${w / 2} ${h / 2})"/>`;
  out += `<rect x="${x}" y="${y}" width="${pw}" height="${ph}" rx="8" fill="${c.paper}"/>`;
  out += `<rect x="${x}" y="${y}" width="${pw}" height="${ph * 0.16}" rx="8" fill="${c.skyTop}"/>`;
  for (let i = 0; i < 5; i++) {
    const lw = pw * rng.range(0.5, 0.8);
    out += `<rect x="${x + pw * 0.1}" y="${y + ph * (0.24 + i * 0.07)}" width="${lw}" height="${ph * 0.025}" rx="3" fill="${c.deep}" opacity="0.35"/>`;
  }
  for (let i = 0; i < 4; i++) {
    const bh = ph * rng.range(0.08, 0.22);
    out += `<rect x="${x + pw * (0.14 + i * 0.2)}" y="${y + ph * 0.9 - bh}" width="${pw * 0.12}" height="${bh}" fill="${c.cloth[i % 3]}"/>`;
  }
  out += `<circle cx="${x + pw * 0.95}" cy="${y + ph * 0.88}" r="${h * 0.07}" fill="${c.cloth[1]}"/><circle cx="${x + pw * 0.95}" cy="${y + ph * 0.88}" r="${h * 0.045}" fill="none" stroke="${c.paper}" stroke-width="3"/>`;
  return out;
};

/** A merchandise item (tee, tote or mug) on a plinth. */
export const product: Draw = (rng, c, w, h) => {
  let out = `<rect width="${w}" height="${h}" fill="${c.paper}"/><circle cx="${w / 2}" cy="${h * 0.46}" r="${h * 0.36}" fill="${c.skyBottom}" opacity="0.25"/><ellipse cx="${w / 2}" cy="${h * 0.86}" rx="${w * 0.3}" ry="${h * 0.04}" fill="${c.deep}" opacity="0.2"/>`;
  const fill = rng.pick(c.cloth);
  const kind = rng.int(0, 2);
  const cx = w / 2;
  if (kind === 0)
    out += `<path d="M${cx - w * 0.12} ${h * 0.2} L${cx - w * 0.32} ${h * 0.32} L${cx - w * 0.25} ${h * 0.44} L${cx - w * 0.18} ${h * 0.4} V${h * 0.84} H${cx + w * 0.18} V${h * 0.4} L${cx + w * 0.25} ${h * 0.44} L${cx + w * 0.32} ${h * 0.32} L${cx + w * 0.12} ${h * 0.2} Q${cx} ${h * 0.3} ${cx - w * 0.12} ${h * 0.2} Z" fill="${fill}"/>`;
  else if (kind === 1)
    out += `<path d="M${cx - w * 0.1} ${h * 0.36} V${h * 0.26} A${w * 0.1} ${w * 0.1} 0 0 1 ${cx + w * 0.1} ${h * 0.26} V${h * 0.36}" fill="none" stroke="${c.deep}" stroke-width="${w * 0.02}"/><rect x="${cx - w * 0.22}" y="${h * 0.36}" width="${w * 0.44}" height="${h * 0.48}" rx="${w * 0.02}" fill="${fill}"/>`;
  else
    out += `<rect x="${cx - w * 0.16}" y="${h * 0.36}" width="${w * 0.3}" height="${h * 0.48}" rx="${w * 0.04}" fill="${fill}"/><path d="M${cx + w * 0.14} ${h * 0.46} h${w * 0.06} a${w * 0.06} ${w * 0.06} 0 0 1 0 ${h * 0.2} h-${w * 0.06}" fill="none" stroke="${fill}" stroke-width="${w * 0.035}"/>`;
  out += `<circle cx="${cx}" cy="${h * 0.58}" r="${w * 0.07}" fill="${c.paper}" opacity="0.9"/><circle cx="${cx}" cy="${h * 0.58}" r="${w * 0.035}" fill="${c.skyTop}"/>`;
  return out;
};
