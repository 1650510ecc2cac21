/** A schema.org node as JSON-LD: plain JSON values, keys such as "@type". */
export type JsonLdNode = { [key: string]: JsonLdValue };
export type JsonLdValue = string | number | boolean | null | undefined | JsonLdNode | JsonLdValue[];

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * The text of a <script type="application/ld+json"> element: JSON in which
 * "<", ">" and "&" are written as \u escapes, so no title or description can
 * close the element (`</script>`) or open a comment (`<!--`), and the line and
 * paragraph separators U+2028/U+2029 are escaped too. JSON parsers read the
 * escapes back as the same characters.
 */
export function jsonLdText(value: JsonLdNode | JsonLdNode[]): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE_IN_SCRIPT[c] ?? c);
}

/** An absolute URL for a root-relative path on the site (an http(s) URL stays as it is). */
export const absolute = (origin: string, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
