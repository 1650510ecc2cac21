import { escapeHtml } from "../../shared/content-render.ts";

/**
 * Puts the preview banner first in the page's body: plain HTML with its own
 * inline style, so it shows in lite mode and without JavaScript (React skips an
 * element it did not render at the start of the body when it hydrates).
 */
export function withPreviewBanner(html: string, words: string): string {
  const banner =
    `<div role="status" data-preview-banner style="background:#7a2e00;color:#fff;padding:0.5rem 1rem;` +
    `text-align:center;font-weight:700">${escapeHtml(words)}</div>`;
  const body = /<body[^>]*>/i.exec(html);
  if (!body) return banner + html;
  const at = body.index + body[0].length;
  return html.slice(0, at) + banner + html.slice(at);
}
