import type { Colors } from "./palettes.ts";
import { skinTones } from "./palettes.ts";
import type { Rng } from "./random.ts";

const f = (n: number) => n.toFixed(1);

/** A standing figure (head and shoulders-to-hips body), its feet at (x, baseY), `size` tall. */
export function figure(rng: Rng, c: Colors, x: number, baseY: number, size: number): string {
  const head = size * 0.13;
  const bodyW = size * rng.range(0.36, 0.46);
  const bodyTop = baseY - size + head * 2.1;
  const skin = rng.pick(skinTones);
  const cloth = rng.pick(c.cloth);
  const r = bodyW * 0.45;
  const body = `M${f(x - bodyW / 2)} ${f(baseY)} V${f(bodyTop + r)} Q${f(x - bodyW / 2)} ${f(bodyTop)} ${f(x - bodyW / 2 + r)} ${f(bodyTop)} H${f(x + bodyW / 2 - r)} Q${f(x + bodyW / 2)} ${f(bodyTop)} ${f(x + bodyW / 2)} ${f(bodyTop + r)} V${f(baseY)} Z`;
  const wrap = rng.next() < 0.5;
  const scarf = wrap
    ? `<path d="M${f(x - bodyW / 2)} ${f(bodyTop + size * 0.22)} L${f(x + bodyW / 2)} ${f(bodyTop + size * 0.12)} V${f(bodyTop + size * 0.2)} L${f(x - bodyW / 2)} ${f(bodyTop + size * 0.3)} Z" fill="${rng.pick(c.cloth)}" opacity="0.85"/>`
    : "";
  return `<g><path d="${body}" fill="${cloth}"/>${scarf}<circle cx="${f(x)}" cy="${f(bodyTop - head * 0.9)}" r="${f(head)}" fill="${skin}"/></g>`;
}

/** Rolling hills from left to right at about `y`. */
export function hills(rng: Rng, w: number, h: number, y: number, fill: string, amplitude: number): string {
  const steps = 4;
  let d = `M0 ${f(y + rng.range(-amplitude, amplitude))}`;
  for (let i = 1; i <= steps; i++) {
    const x = (w / steps) * i;
    const cx = x - w / steps / 2;
    d += ` Q${f(cx)} ${f(y + rng.range(-amplitude, amplitude) * 1.6)} ${f(x)} ${f(y + rng.range(-amplitude, amplitude))}`;
  }
  return `<path d="${d} V${h} H0 Z" fill="${fill}"/>`;
}

/** A flat-topped acacia tree silhouette. */
export function acacia(x: number, baseY: number, size: number, fill: string): string {
  const top = baseY - size;
  return `<g fill="${fill}"><path d="M${f(x - size * 0.03)} ${f(baseY)} L${f(x - size * 0.015)} ${f(top + size * 0.25)} L${f(x - size * 0.25)} ${f(top + size * 0.12)} L${f(x - size * 0.005)} ${f(top + size * 0.2)} L${f(x + size * 0.2)} ${f(top + size * 0.1)} L${f(x + size * 0.02)} ${f(top + size * 0.26)} L${f(x + size * 0.03)} ${f(baseY)} Z"/><ellipse cx="${f(x)}" cy="${f(top + size * 0.08)}" rx="${f(size * 0.55)}" ry="${f(size * 0.1)}"/></g>`;
}

/** Soft background: the sky gradient and a large sun disc. */
export function backdrop(rng: Rng, c: Colors, w: number, h: number, id: string): string {
  const sx = rng.range(w * 0.55, w * 0.85);
  const sy = rng.range(h * 0.2, h * 0.38);
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.skyTop}"/><stop offset="1" stop-color="${c.skyBottom}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#${id})"/><circle cx="${f(sx)}" cy="${f(sy)}" r="${f(h * 0.22)}" fill="${c.sun}" opacity="0.9"/><circle cx="${f(sx)}" cy="${f(sy)}" r="${f(h * 0.32)}" fill="${c.sun}" opacity="0.12"/>`;
}
