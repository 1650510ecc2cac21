import { contactHref } from "../lib/links.ts";
import { contactSubjects } from "./contact.ts";
import type { CallToAction, HeroCopy, PageMetaFields } from "./page-types.ts";

export const partnersPage = {
  meta: {
    title: "Partners & Collaborations",
    description:
      "The organisations Uraia works with: nine collaborations in civic education, public participation, youth leadership and Art in Heart.",
    path: "/partners",
  } satisfies PageMetaFields,
  hero: {
    eyebrow: "Partners",
    title: "Stronger together",
    intro:
      "County offices, schools, faith groups, media houses and artists: the partners who make our work reach further.",
  } satisfies HeroCopy,
  collaborationsTitle: "Our collaborations",
  collaborationsIntro: "Our collaborations, current and completed.",
  collaborationsEmpty: "Our collaborations are being updated. Please check back soon.",
  failed: "Collaborations could not be loaded. Please refresh the page or try again shortly.",
  cta: {
    title: "Partner with Uraia",
    text: "Bring civic education to your members, students, congregation or listeners.",
    actions: [
      { label: "Become a Partner", href: contactHref(contactSubjects.partnership, "partnership") },
      { label: "Ways to get involved", href: "/get-involved" },
    ],
  } satisfies CallToAction,
};
