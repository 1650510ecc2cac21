/**
 * The slug rule: lowercase, trimmed, each run of
 * non-alphanumeric characters becomes one hyphen, no leading/trailing hyphens.
 */
export function slugify(title: string): string {
  return title
    .trim()
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
