import { slugify } from "../../shared/slug.ts";

/**
 * Slug rules beyond slugify's: an empty result falls back to `fallback`,
 * an all-digit slug gets the fallback as prefix (so it cannot be mistaken for
 * an id in /news/{id}), and a clash gets -2, -3… (the first free one).
 */
export function baseSlug(text: string, fallback: string): string {
  const slug = slugify(text).slice(0, 120).replace(/-+$/, "");
  if (slug === "") return fallback;
  if (/^\d+$/.test(slug)) return `${fallback}-${slug}`;
  return slug;
}

export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
