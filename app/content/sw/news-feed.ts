/** Kiswahili twin of ../news-feed.ts: the feed's name. Its address stays the English path (the shell adds /sw). */
import type * as en from "../news-feed.ts";

export const NEWS_FEED: typeof en.NEWS_FEED = { title: "Habari za Uraia", path: "/news/feed.xml" };

/** The feed of one category's news: an address, the same in both languages. */
export { categoryFeedPath } from "../news-feed.ts";
