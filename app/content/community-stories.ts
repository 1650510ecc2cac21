import { contactHref } from "../lib/links.ts";
import type { CallToAction, Category, HeroCopy, PageMetaFields } from "./page-types.ts";

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
  failed: "Stories could not be loaded. Please refresh the page or try again shortly.",
  shareStory: {
    title: "Share Your Story",
    text: "Has civic education changed something in your community? We would love to hear it and help you tell it.",
    actions: [{ label: "Learn More", href: contactHref("Share my community story") }],
  } satisfies CallToAction,
};
