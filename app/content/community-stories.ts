import { STORY_CATEGORIES } from "../../shared/collections/categories.ts";
import type { CategoryListCopy } from "../components/filters/category-list-view.tsx";
import { contactHref } from "../lib/links.ts";
import { contactSubjects } from "./contact.ts";
import type { CallToAction, HeroCopy, PageMetaFields } from "./page-types.ts";

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
  /** the chips, in this order after All; each counts the stories published in it */
  allCategory: "All",
  categories: STORY_CATEGORIES,
  list: {
    chipsLabel: "Filter stories by category",
    featuredTitle: "Featured stories",
    othersTitle: "More stories",
    empty: "No stories have been published yet.",
    emptyCategory: "No stories in this category yet.",
    pagesLabel: "Story pages",
    failed: "Stories could not be loaded. Please refresh the page or try again shortly.",
  } satisfies CategoryListCopy,
  shareStory: {
    title: "Share Your Story",
    text: "Has civic education changed something in your community? We would love to hear it and help you tell it.",
    actions: [{ label: "Learn More", href: contactHref(contactSubjects.story) }],
  } satisfies CallToAction,
};
