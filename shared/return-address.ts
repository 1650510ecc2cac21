/** A backslash (read as `/` by browsers), whitespace or a control character. */
const unsafe = (char: string) =>
  char === "\\" || /\s/.test(char) || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f;

/** A path on this site: one leading `/` (never `//` or `/\`), no scheme, nothing unsafe. */
const isSitePath = (path: string) => path.startsWith("/") && !path.startsWith("//") && ![...path].some(unsafe);

const BASE = "http://site.invalid";

/**
 * The one rule for every return address (`return`, `next`, …; docs/product.md, "Lite mode"):
 * the value is parsed first, then the *result* must still be a path on this site, because
 * parsing normalises (`/.//evil.example` becomes `//evil.example`). Anything else is `/`.
 */
export function sameSitePath(value: string | null | undefined): string {
  if (!value || !isSitePath(value)) return "/";
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return "/";
  }
  if (url.origin !== BASE) return "/";
  const result = url.pathname + url.search + url.hash;
  return isSitePath(result) ? result : "/";
}
