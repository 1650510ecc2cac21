/**
 * Content written before the rich-text editor is plain text: blank-line separated
 * paragraphs and lines starting with a bullet marker (-, *, •). The editor opens it
 * as the HTML it means, following the article page's rule (spec section 2).
 */
const HTML_TAG = /<\/?[a-z][\s\S]*?>/i;
const BULLET = /^\s*[-*•]\s+/;

export function looksLikeHtml(content: string): boolean {
  return HTML_TAG.test(content);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** HTML for the editor: HTML content as is, plain text converted to paragraphs and lists. */
export function contentToHtml(content: string): string {
  if (!content.trim()) return "";
  if (looksLikeHtml(content)) return content;
  const blocks: string[] = [];
  for (const block of content.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    let bullets: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push(`<p>${paragraph.map(escapeHtml).join("<br>")}</p>`);
      if (bullets.length) blocks.push(`<ul>${bullets.map((b) => `<li><p>${escapeHtml(b)}</p></li>`).join("")}</ul>`);
      paragraph = [];
      bullets = [];
    };
    for (const raw of block.split("\n")) {
      const line = raw.trim();
      if (!line) continue;
      if (BULLET.test(line)) {
        if (paragraph.length) flush();
        bullets.push(line.replace(BULLET, ""));
      } else {
        if (bullets.length) flush();
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks.join("");
}
