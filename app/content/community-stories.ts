import type { ArtworkName } from "../../shared/artwork/artwork.ts";
import { contactHref } from "../lib/links.ts";
import type { CallToAction, Category, HeroCopy, PageMetaFields } from "./page-types.ts";

/** Spec entity: a community story. */
export type CommunityStory = {
  id: number;
  title: string;
  excerpt: string;
  author: string;
  location: string;
  /** ISO date */
  date: string;
  category: string;
  image: ArtworkName;
  readTime: string;
  featured: boolean;
};

export const communityStoriesPage = {
  meta: {
    title: "Community Stories",
    description:
      "Stories from Kenyan communities using civic education: residents, youth, women and artists who changed local decisions.",
    path: "/community-stories",
  } satisfies PageMetaFields,
  hero: {
    eyebrow: "Community Stories",
    title: "In their own words",
    intro: "Residents, club members, volunteers and artists tell what happened when they decided to take part.",
  } satisfies HeroCopy,
  chipsLabel: "Filter stories by category",
  /** the whole collection; this page shows a selection of it */
  categories: [
    { name: "All", count: 24 },
    { name: "Governance", count: 6 },
    { name: "Youth", count: 5 },
    { name: "Women", count: 4 },
    { name: "Arts & Wellbeing", count: 4 },
    { name: "Environment", count: 3 },
    { name: "Education", count: 2 },
  ] satisfies Category[],
  featuredTitle: "Featured stories",
  moreTitle: "More stories",
  stories: [
    {
      id: 1,
      title: "How our ward got its footbridge back",
      excerpt:
        "When floods took the bridge, our children walked five extra kilometres to school. This is how 1,800 signatures and three budget hearings changed that.",
      author: "Joseph Mutua",
      location: "Kitengela",
      date: "2025-03-10",
      category: "Governance",
      image: "story-footbridge",
      readTime: "6 min read",
      featured: true,
    },
    {
      id: 2,
      title: "Painting my way back to my community",
      excerpt:
        "After losing my job I stopped going out. An Art in Heart studio gave me brushes, new friends and the courage to speak again.",
      author: "Mercy Achieng",
      location: "Kibera, Nairobi",
      date: "2025-02-26",
      category: "Arts & Wellbeing",
      image: "story-painting",
      readTime: "5 min read",
      featured: true,
    },
    {
      id: 3,
      title: "The first youth seat on our planning committee",
      excerpt: "Our club attended every sitting for a year. Now one of us sits at the table.",
      author: "Faith Wambui",
      location: "Machakos",
      date: "2025-02-14",
      category: "Youth",
      image: "story-youth-seat",
      readTime: "4 min read",
      featured: false,
    },
    {
      id: 4,
      title: "Reading the budget with our chama",
      excerpt: "Twelve women, one county budget and a lot of tea: what we found and what we asked for.",
      author: "Grace Njoki",
      location: "Ngong",
      date: "2025-01-30",
      category: "Women",
      image: "story-chama",
      readTime: "5 min read",
      featured: false,
    },
    {
      id: 5,
      title: "Trees, rain and the county climate fund",
      excerpt: "Our youth group learned that the county had a climate fund. We wrote a proposal, and it was funded.",
      author: "Hassan Omar",
      location: "Kwale",
      date: "2025-01-18",
      category: "Environment",
      image: "story-climate",
      readTime: "4 min read",
      featured: false,
    },
    {
      id: 6,
      title: "Civics club, class of 2024",
      excerpt: "A teacher on what changed when her students started asking how the school bursary was allocated.",
      author: "Lucy Chebet",
      location: "Eldoret",
      date: "2024-12-05",
      category: "Education",
      image: "story-civics-club",
      readTime: "3 min read",
      featured: false,
    },
    {
      id: 7,
      title: "Speaking at a public hearing for the first time",
      excerpt: "My hands shook, but I read our memorandum to the end. Two of our three requests are in the budget.",
      author: "Peter Kiptoo",
      location: "Kajiado",
      date: "2024-11-20",
      category: "Governance",
      image: "story-hearing",
      readTime: "4 min read",
      featured: false,
    },
    {
      id: 8,
      title: "Sign language at the county assembly",
      excerpt: "For years deaf residents could not follow hearings. A small campaign changed that in six months.",
      author: "Ann Moraa",
      location: "Nairobi",
      date: "2024-10-09",
      category: "Governance",
      image: "story-sign-language",
      readTime: "5 min read",
      featured: false,
    },
  ] satisfies CommunityStory[],
  shareStory: {
    title: "Share Your Story",
    text: "Has civic education changed something in your community? We would love to hear it and help you tell it.",
    actions: [{ label: "Learn More", href: contactHref("Share my community story") }],
  } satisfies CallToAction,
};
