import type { IconName } from "../components/ui/icon.tsx";
import type { HeroCopy, LinkAction, PageMetaFields } from "./page-types.ts";

export type MediaCategory = {
  id: string;
  title: string;
  description: string;
  count: string;
  icon: IconName;
  action: LinkAction;
};

export const mediaHubPage = {
  meta: {
    title: "Media Hub",
    description:
      "Uraia's Media Hub: conference highlights, X Spaces recordings, videos, articles and reports on civic education and governance in Kenya.",
    path: "/media-hub",
  } satisfies PageMetaFields,
  hero: {
    eyebrow: "Media Hub",
    title: "Watch, listen and read",
    intro: "Conference highlights, X Spaces conversations, explainer videos, articles and reports, all in one place.",
  } satisfies HeroCopy,
  featuredTitle: "Featured content",
  featuredEmpty: "No featured content right now. See the recent content below.",
  categoriesTitle: "Browse by category",
  categories: [
    {
      id: "video-content",
      title: "Video Content",
      description: "Explainers, conference talks and stories from the communities we work with.",
      count: "50+ videos",
      icon: "video",
      action: { label: "See the event gallery", href: "/event-gallery", variant: "outline" },
    },
    {
      id: "x-spaces-audio",
      title: "X Spaces & Audio",
      description: "Recordings of our X Spaces dialogues and community radio shows.",
      count: "700+ sessions",
      icon: "mic",
      action: { label: "About X Spaces", href: "/programs#x-spaces", variant: "outline" },
    },
    {
      id: "articles-reports",
      title: "Articles & Reports",
      description: "News, opinion, policy briefs and research from our programmes.",
      count: "100+ articles",
      icon: "report",
      action: { label: "Read publications", href: "/publications", variant: "outline" },
    },
  ] satisfies MediaCategory[],
  recentTitle: "Recent content",
  recentEmpty: "Nothing new yet: new videos, recordings and reports appear here as they are added.",
  failed: "Media could not be loaded. Please refresh the page or try again shortly.",
  galleryBox: {
    title: "Looking for photos?",
    text: "Browse albums from our conferences, launches and community events in the event gallery.",
    action: { label: "Visit the Event Gallery", href: "/event-gallery" } satisfies LinkAction,
  },
  subscribe: {
    title: "Never miss a conversation",
    text: "Get new videos, X Spaces dates and reports in your inbox or on WhatsApp.",
    action: { label: "Subscribe Now", href: "/newsletter" } satisfies LinkAction,
  },
};
