import { NEWS_FEED } from "./news-feed.ts";

/** Copy of /news and the news article page. */
export const newsPage = {
  meta: {
    title: "Latest News",
    description:
      "News from Uraia: public participation forums, civic education clinics, X Spaces dialogues, conferences and the Art in Heart initiative across Kenya.",
    path: "/news",
  },
  hero: {
    eyebrow: "News & Updates",
    title: "Latest News",
    intro:
      "Stories from the forums, classrooms, airwaves and studios where Kenyans are taking part in how they are governed.",
  },
  categoriesLabel: "Filter news by category",
  allCategory: "All",
  featuredTitle: "Featured Stories",
  latestBadge: "Latest",
  allNewsTitle: "All News",
  pagesLabel: "News pages",
  loading: "Loading news...",
  failed: "Failed to load news",
  /** the samples' note, with the reason filled in */
  fallbackNote: (reason: string) => `Showing static content — ${reason}`,
  noNewsReason: "no news has been published yet",
  emptyCategory: "No news in this category yet.",
  readMore: "Read more",
  newsletter: {
    title: "Never miss an update",
    text: "Get civic news, dialogue dates and new publications in your inbox, about once a month.",
    label: "Email address",
    placeholder: "Enter your email",
    button: "Subscribe",
  },
  feedTitle: NEWS_FEED.title,
  categoryFeedTitle: (category: string) => `Uraia news: ${category}`,
  unknownCategory: (category: string) =>
    `There is no news category called "${category}". The feed without ?category= has every story.`,
};

export const articlePage = {
  back: "Back to News",
  featured: "Featured",
  share: "Share this story",
  loading: "Loading article...",
  failed: "Failed to load",
  missingIdentifier: "Missing identifier",
  sampleNote: "This is a sample story shown while no news has been published.",
};
