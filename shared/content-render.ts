/**
 * How an article's content becomes HTML. Content with HTML
 * tags is HTML (sanitised by the caller's allow-list); anything else is plain
 * text: blank lines separate paragraphs, and runs of lines starting with a
 * bullet marker ('•', '-', '*') become one list.
 */

const HTML_TAG = /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/i;
const BULLET = /^\s*[•\-*]\s+/;

export function isHtmlContent(content: string): boolean {
  return HTML_TAG.test(content);
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export type TextBlock = { kind: "paragraph"; lines: string[] } | { kind: "list"; items: string[] };

/** Splits plain text into paragraphs and bullet lists. */
export function textBlocks(content: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let current: TextBlock | null = null;
  for (const raw of content.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (!line) {
      current = null;
      continue;
    }
    if (BULLET.test(line)) {
      const item = line.replace(BULLET, "").trim();
      if (current?.kind !== "list") {
        current = { kind: "list", items: [] };
        blocks.push(current);
      }
      if (item) current.items.push(item);
      continue;
    }
    if (current?.kind !== "paragraph") {
      current = { kind: "paragraph", lines: [] };
      blocks.push(current);
    }
    current.lines.push(line);
  }
  return blocks;
}

/** Plain text as safe HTML: every character of the text is escaped. */
export function textToHtml(content: string): string {
  return textBlocks(content)
    .map((block) =>
      block.kind === "list"
        ? `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`
        : `<p>${block.lines.map(escapeHtml).join("<br>")}</p>`,
    )
    .join("\n");
}

/** The article body as HTML: sanitised HTML content, or the plain text rendered. */
export function renderContentHtml(content: string, sanitize: (html: string) => string): string {
  return isHtmlContent(content) ? sanitize(content) : textToHtml(content);
}

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * The characters HTML's entities stand for ("&#39;" → "'", "&amp;" → "&"): plain
 * text is escaped once where it is written (a page, a feed), never twice.
 */
export function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** A short plain-text summary (for descriptions and feeds) of HTML or text content, its entities decoded. */
export function plainSummary(content: string, maxLength = 200): string {
  const text = decodeEntities(content.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), maxLength / 2))}…`;
}
