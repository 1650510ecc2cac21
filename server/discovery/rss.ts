import { escapeHtml } from "../../shared/content-render.ts";
import { escapeXml } from "./xml.ts";

export type FeedChannel = {
  title: string;
  description: string;
  origin: string;
  path: string;
  selfPath: string;
  /** the feed's <language>: en-ke unless given (the Kiswahili feed says sw) */
  language?: string;
};
export type FeedItem = {
  title: string;
  path: string;
  /** plain text (an excerpt or a summary): readers must show it as text */
  summary: string;
  /** the article's sanitised HTML, if the feed carries whole articles */
  html?: string | null;
  category: string;
  published_at: string | null;
};

/**
 * An RSS 2.0 feed with absolute links and RFC 822 dates. A <description> is
 * HTML to feed readers, so the plain-text summary is escaped for HTML first and
 * then for XML: "Fish & chips <b>" reaches the reader as those characters, not
 * as markup. The article body (already sanitised HTML) goes in
 * <content:encoded>, escaped for XML once.
 */
export function rssXml(channel: FeedChannel, items: FeedItem[]): string {
  const link = channel.origin + channel.path;
  const dates = items.map((i) => (i.published_at ? Date.parse(i.published_at) : Number.NaN)).filter(Number.isFinite);
  const last = dates.length > 0 ? `<lastBuildDate>${new Date(Math.max(...dates)).toUTCString()}</lastBuildDate>` : "";
  const body = items.map((item) => {
    const url = escapeXml(channel.origin + item.path);
    const date = item.published_at ? `<pubDate>${new Date(item.published_at).toUTCString()}</pubDate>` : "";
    const content = item.html ? `<content:encoded>${escapeXml(item.html)}</content:encoded>` : "";
    return `<item><title>${escapeXml(item.title)}</title><link>${url}</link><guid isPermaLink="true">${url}</guid>${date}<category>${escapeXml(item.category)}</category><description>${escapeXml(escapeHtml(item.summary))}</description>${content}</item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
<channel>
<title>${escapeXml(channel.title)}</title>
<link>${escapeXml(link)}</link>
<description>${escapeXml(channel.description)}</description>
<language>${escapeXml(channel.language ?? "en-ke")}</language>
<atom:link href="${escapeXml(channel.origin + channel.selfPath)}" rel="self" type="application/rss+xml"/>
${last}
${body.join("\n")}
</channel>
</rss>
`;
}
