import type { ArtworkName } from "../../shared/artwork/artwork.ts";
import type { IconName } from "../components/ui/icon.tsx";
import type { HeroCopy, LinkAction, PageMetaFields } from "./page-types.ts";

/** Spec entity: a media item. `link` is an external address (opened in a new tab); `page` is where it lives on this site. */
export type MediaItem = {
  type: "Conference" | "X Spaces" | "Report" | "Video" | "Article";
  title: string;
  description: string;
  /** ISO date */
  date: string;
  status: "Featured" | "Live" | "Available";
  link?: string;
  page: string;
  image?: ArtworkName;
};

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
  featured: [
    {
      type: "Conference",
      title: "Leadership Conference 2025 highlights",
      description: "Keynotes, panels and workshop outcomes from two days with our clubs, partners and county leaders.",
      date: "2025-03-01",
      status: "Featured",
      page: "/event-gallery",
      image: "media-conference",
    },
    {
      type: "X Spaces",
      title: "Weekly X Spaces: Budgets in Plain Language",
      description: "Our longest-running conversation, live every Wednesday evening, with recordings of past sessions.",
      date: "2025-03-12",
      status: "Live",
      page: "/programs#x-spaces",
      image: "media-x-spaces",
    },
    {
      type: "Report",
      title: "County Budget Implementation Review",
      description:
        "The Controller of Budget's official review of county spending, the report our budget champions learn to read.",
      date: "2025-02-20",
      status: "Available",
      link: "https://cob.go.ke/",
      page: "/publications",
      image: "media-report",
    },
  ] satisfies MediaItem[],
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
  recent: [
    {
      type: "Video",
      title: "What does an MCA do? (3-minute explainer)",
      description: "A short animated guide to your Member of County Assembly.",
      date: "2025-03-18",
      status: "Available",
      page: "/resources?category=civic-education",
    },
    {
      type: "X Spaces",
      title: "Youth and the county budget",
      description: "1,300 listeners joined this conversation with two county budget officers.",
      date: "2025-02-22",
      status: "Available",
      page: "/community-dialogues",
    },
    {
      type: "Article",
      title: "Five things we learned at the leadership conference",
      description: "Reflections from our team and delegates.",
      date: "2025-03-06",
      status: "Available",
      page: "/news",
    },
    {
      type: "Report",
      title: "Public Participation Edition II: summary report",
      description: "What 2,300 participants told their counties, and what happened next.",
      date: "2025-01-15",
      status: "Available",
      page: "/publications",
    },
  ] satisfies MediaItem[],
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
