/** Control characters (and the two non-characters) XML 1.0 cannot hold or should not: all but tab, line feed and carriage return. */
const XML_FORBIDDEN = /[\p{Cc}\ufffe\uffff]/gu;
const XML_KEPT = new Set(["\t", "\n", "\r"]);

/** Escapes text for XML element content and attribute values: the one place feeds and sitemaps escape. */
export function escapeXml(text: string): string {
  return text
    .replace(XML_FORBIDDEN, (char) => (XML_KEPT.has(char) ? char : ""))
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
