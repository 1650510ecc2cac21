import type { ArtworkName } from "../../shared/artwork/artwork.ts";
import { contactHref } from "../lib/links.ts";
import type { CallToAction, Highlight, PageMetaFields } from "./page-types.ts";

export type TeamMember = { name: string; role: string; bio: string; tags: string[]; image: ArtworkName };
export type AdvisoryRole = { title: string; description: string };

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
  leadership: [
    {
      name: "Wanjiru Kamau",
      role: "Executive Director",
      bio: "A governance educator who began Uraia's first community dialogues in Kitengela and now leads our strategy, partnerships and policy work.",
      tags: ["Governance", "Strategy", "Public participation"],
      image: "team-executive-director",
    },
    {
      name: "Otieno Ouma",
      role: "Programmes Lead",
      bio: "Designs the civic education curriculum and trains the facilitators who run workshops and clubs from Kisumu to Kwale.",
      tags: ["Civic education", "Training", "Curriculum"],
      image: "team-programmes-lead",
    },
    {
      name: "Amina Abdi",
      role: "Community & Advocacy Coordinator",
      bio: "Works with county assemblies, residents' associations and youth groups so that community priorities reach budget hearings.",
      tags: ["Advocacy", "County budgets", "Youth"],
      image: "team-advocacy-coordinator",
    },
    {
      name: "Kiprono Langat",
      role: "Media & Art in Heart Lead",
      bio: "Hosts our X Spaces conversations and curates Art in Heart, where poetry, music and painting open space for mental health.",
      tags: ["X Spaces", "Media", "Arts & wellbeing"],
      image: "team-media-lead",
    },
  ] satisfies TeamMember[],
  advisoryTitle: "Advisory roles",
  advisoryIntro: "Volunteer advisers who review our work and keep it honest, independent and useful.",
  advisory: [
    {
      title: "Governance & Policy Adviser",
      description: "Reviews our policy briefs and public participation submissions for accuracy and fairness.",
    },
    {
      title: "Community Health & Wellbeing Adviser",
      description: "Guides Art in Heart sessions so that conversations about mental health are safe and well referred.",
    },
    {
      title: "Finance & Accountability Adviser",
      description: "Oversees our accounts, audits and reporting to donors and the communities we work with.",
    },
  ] satisfies AdvisoryRole[],
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
      { label: "Contact the team", href: contactHref("A question for the Uraia team") },
    ],
  } satisfies CallToAction,
};
