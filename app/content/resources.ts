import { contactHref } from "../lib/links.ts";
import type { CallToAction, Category, HeroCopy, PageMetaFields } from "./page-types.ts";

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
  chipsLabel: "Filter resources by category",
  categories: [
    { name: "All", count: 32 },
    { name: "Civic Education", count: 9 },
    { name: "Governance", count: 7 },
    { name: "Advocacy", count: 6 },
    { name: "Research", count: 5 },
    { name: "Toolkits", count: 5 },
  ] satisfies Category[],
  featuredTitle: "Featured resources",
  othersTitle: "All resources",
  failed: "Resources could not be loaded. Please refresh the page or try again shortly.",
  cta: {
    title: "Can't find what you need?",
    text: "Tell us what your group is working on and we will find or prepare the right material.",
    actions: [
      { label: "Request Resource", href: contactHref("Resource request", "resource") },
      { label: "Contact Us", href: "/contact" },
    ],
  } satisfies CallToAction,
};
