import type { ArtworkName } from "../../shared/artwork/artwork.ts";

/** Home page sections below the hero: about, programs, partners, collaborations. */
export const homeAbout = {
  eyebrow: "About us",
  title: "Informed citizens, accountable leaders",
  body: [
    "Uraia is a Kenyan non-profit that has spent more than five years bringing civic education to the places where decisions are felt: markets, schools, churches, village barazas and, increasingly, phones.",
    "We translate the Constitution, county budgets and public policy into conversations people can join, then help communities turn what they learn into action.",
  ],
  points: ["Non-partisan and community-led", "Rooted in Kitengela, working across Kenya", "Open about our results"],
  image: "home-about" as ArtworkName,
  imageAlt: "Illustration: acacia trees on rolling hills at sunrise",
  cta: { label: "Our Story", to: "/about" },
};

export const homePrograms = {
  eyebrow: "Our work",
  title: "Programmes that build civic power",
  intro: "Four ways we help citizens understand, take part and be heard.",
  items: [
    {
      title: "Civic Education",
      description: "Workshops on rights, devolution and budgets for first-time voters, women leaders and youth.",
      to: "/programs#education",
      image: "home-program-civic" as ArtworkName,
    },
    {
      title: "X Spaces & Conferences",
      description: "Weekly live audio dialogues and an annual leadership conference connecting citizens and leaders.",
      to: "/programs",
      image: "home-program-spaces" as ArtworkName,
    },
    {
      title: "Public Participation",
      description: "Preparing communities for budget hearings and consultations, and following up on what they ask.",
      to: "/programs#advocacy",
      image: "home-program-participation" as ArtworkName,
    },
    {
      title: "Art in Heart",
      description: "Creative workshops that open safe conversations about mental health and belonging.",
      to: "/art-in-heart",
      image: "home-program-art" as ArtworkName,
    },
  ],
  more: "Learn more",
  all: { label: "All Programs", to: "/programs" },
};

export const homePartners = {
  eyebrow: "Partners",
  title: "Working together across Kenya",
  intro: "Community organisations, institutions and networks who make our work possible.",
  items: [
    { name: "County Governments", initials: "CG" },
    { name: "Community-Based Organisations", initials: "CBO" },
    { name: "Universities & Colleges", initials: "UC" },
    { name: "Faith Communities", initials: "FC" },
    { name: "Youth Networks", initials: "YN" },
    { name: "Community Media", initials: "CM" },
  ],
  cta: { label: "Meet Our Partners", to: "/partners" },
};

export const homeCollaborations = {
  eyebrow: "Collaborations",
  title: "Recent collaborations",
  intro: "Joint projects with partners who share our commitment to accountable governance.",
  items: [
    {
      title: "Youth Budget Hearings",
      partner: "County youth networks",
      description: "Preparing young people to speak at county budget hearings, with follow-up on every proposal.",
      status: "Active" as const,
      image: "home-collab-youth" as ArtworkName,
    },
    {
      title: "Open Budget Explainers",
      partner: "Community media partners",
      description: "Plain-language explainers of county budgets, read on community radio and shared on WhatsApp.",
      status: "Completed" as const,
      image: "home-collab-budget" as ArtworkName,
    },
    {
      title: "Leadership Conference 2025",
      partner: "Universities and civil society",
      description: "Two days of dialogue between citizens, county officials and young leaders.",
      status: "Completed" as const,
      image: "home-collab-conference" as ArtworkName,
    },
  ],
  cta: { label: "See All Collaborations", to: "/partners" },
};
