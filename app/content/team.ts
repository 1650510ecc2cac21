import { contactHref } from "../lib/links.ts";
import { contactSubjects } from "./contact.ts";
import type { CallToAction, Highlight, PageMetaFields } from "./page-types.ts";

export const teamPage = {
  meta: {
    title: "Our Team",
    description:
      "Meet the people behind Uraia: the leadership team, advisory roles and the way we work with communities across Kenya.",
    path: "/team",
  } satisfies PageMetaFields,
  hero: {
    eyebrow: "Our Team",
    title: "The people who keep the conversation going",
    intro:
      "A small team of educators, organisers, artists and researchers, supported by advisers and hundreds of volunteers in the counties.",
  },
  leadershipTitle: "Leadership",
  leadershipIntro:
    "Four people responsible for our programmes, partnerships and the trust of the communities we serve.",
  advisoryTitle: "Advisory roles",
  advisoryIntro: "Volunteer advisers who review our work and keep it honest, independent and useful.",
  teamEmpty: "The team list is being updated. Please check back soon.",
  failed: "The team could not be loaded. Please refresh the page or try again shortly.",
  valuesTitle: "How we work",
  values: [
    {
      icon: "users",
      title: "Community first",
      description: "Residents set the agenda; we bring the facts, the facilitators and the room.",
    },
    {
      icon: "scale",
      title: "Non-partisan",
      description: "We teach how governance works, never whom to vote for.",
    },
    {
      icon: "shield",
      title: "Accountable",
      description: "We publish what we do, what it cost and what changed because of it.",
    },
    {
      icon: "sparkle",
      title: "Creative",
      description: "Art, radio, X Spaces and clubs: we meet people where they already gather.",
    },
  ] satisfies Highlight[],
  cta: {
    title: "Want to work with us?",
    text: "We are always glad to meet people who care about good governance and their communities.",
    actions: [
      { label: "See open positions", href: "/work-with-us" },
      { label: "Contact the team", href: contactHref(contactSubjects.teamQuestion) },
    ],
  } satisfies CallToAction,
};
