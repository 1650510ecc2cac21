import { RESOURCE_CATEGORIES } from "../../shared/collections/categories.ts";
import type { CategoryListCopy } from "../components/filters/category-list-view.tsx";
import { contactHref } from "../lib/links.ts";
import { contactSubjects } from "./contact.ts";
import type { CallToAction, HeroCopy, PageMetaFields } from "./page-types.ts";

export const resourcesPage = {
  meta: {
    title: "Resources Library",
    description:
      "Free civic education resources from Uraia: guides, toolkits, templates, reports and videos on governance, budgets and public participation in Kenya.",
    path: "/resources",
  } satisfies PageMetaFields,
  hero: {
    eyebrow: "Resources Library",
    title: "Tools for informed citizens",
    intro:
      "Guides, toolkits, templates, reports and videos, free for community groups, schools and anyone who needs them.",
  } satisfies HeroCopy,
  /** the chips, in this order after All; each counts the resources published in it */
  allCategory: "All",
  categories: RESOURCE_CATEGORIES,
  list: {
    chipsLabel: "Filter resources by category",
    featuredTitle: "Featured resources",
    othersTitle: "All resources",
    empty: "No resources have been published yet.",
    emptyCategory: "No resources in this category yet.",
    pagesLabel: "Resource pages",
    failed: "Resources could not be loaded. Please refresh the page or try again shortly.",
  } satisfies CategoryListCopy,
  cta: {
    title: "Can't find what you need?",
    text: "Tell us what your group is working on and we will find or prepare the right material.",
    actions: [
      { label: "Request Resource", href: contactHref(contactSubjects.resource, "resource") },
      { label: "Contact Us", href: "/contact" },
    ],
  } satisfies CallToAction,
};
