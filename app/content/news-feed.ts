/** The news feed every page links to (kept small: the site's shell imports it). */
export const NEWS_FEED = { title: "Uraia news", path: "/news/feed.xml" };

/** The feed of one category's news. */
export const categoryFeedPath = (category: string) => `${NEWS_FEED.path}?category=${encodeURIComponent(category)}`;
