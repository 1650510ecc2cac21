import { escapeXml } from "./xml.ts";

export type FeedChannel = { title: string; description: string; origin: string; path: string; selfPath: string };
export type FeedItem = {
  title: string;
  path: string;
  description: string;
  category: string;
  published_at: string | null;
};

/** An RSS 2.0 feed with absolute links and RFC 822 dates. */
export function rssXml(channel: FeedChannel, items: FeedItem[]): string {
  const link = channel.origin + channel.path;
  const dates = items.map((i) => (i.published_at ? Date.parse(i.published_at) : Number.NaN)).filter(Number.isFinite);
  const last = dates.length > 0 ? `<lastBuildDate>${new Date(Math.max(...dates)).toUTCString()}</lastBuildDate>` : "";
  const body = items.map((item) => {
    const url = escapeXml(channel.origin + item.path);
    const date = item.published_at ? `<pubDate>${new Date(item.published_at).toUTCString()}</pubDate>` : "";
    return `<item><title>${escapeXml(item.title)}</title><link>${url}</link><guid isPermaLink="true">${url}</guid>${date}<category>${escapeXml(item.category)}</category><description>${escapeXml(item.description)}</description></item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${escapeXml(channel.title)}</title>
<link>${escapeXml(link)}</link>
<description>${escapeXml(channel.description)}</description>
<language>en-ke</language>
<atom:link href="${escapeXml(channel.origin + channel.selfPath)}" rel="self" type="application/rss+xml"/>
${last}
${body.join("\n")}
</channel>
</rss>
`;
}
