import type { CallToAction, HeroCopy, Highlight, PageMetaFields } from "./page-types.ts";

export const missionVisionPage = {
  meta: {
    title: "Mission & Vision",
    description:
      "Why Uraia exists: our mission, our vision for Kenya and the goals and principles that guide our work.",
    path: "/mission-vision",
  } satisfies PageMetaFields,
  hero: {
    eyebrow: "Mission & Vision",
    title: "Informed citizens, accountable leaders",
    intro: "What we set out to do, the Kenya we are working towards, and how we will know we are getting there.",
  } satisfies HeroCopy,
  statements: [
    {
      label: "Our mission",
      text: "To equip Kenyans, especially young people and underserved communities, with the knowledge, confidence and spaces to take part in governance and hold leaders to account.",
    },
    {
      label: "Our vision",
      text: "A Kenya where every citizen understands how they are governed and shapes the decisions that affect their lives.",
    },
  ],
  goalsTitle: "Our goals to 2028",
  goals: [
    {
      icon: "graduation",
      title: "Civic education for all",
      description: "Reach 5,000 people a year with practical lessons on the Constitution, devolution and budgets.",
    },
    {
      icon: "megaphone",
      title: "Meaningful participation",
      description: "Help communities prepare and present memoranda at every county budget cycle where we work.",
    },
    {
      icon: "users",
      title: "Youth leadership",
      description: "Grow the Community Club network so every county has young people trained to lead dialogues.",
    },
    {
      icon: "heart",
      title: "Wellbeing in civic life",
      description: "Expand Art in Heart so that creative expression and mental health support reach more towns.",
    },
  ] satisfies Highlight[],
  principlesTitle: "Principles we hold to",
  principles: [
    {
      icon: "scale",
      title: "Non-partisan",
      description: "We work with people of every political view and never campaign for candidates.",
    },
    {
      icon: "globe",
      title: "Locally rooted",
      description: "Facilitators come from the communities they serve and speak their languages.",
    },
    {
      icon: "shield",
      title: "Evidence-based",
      description: "We measure what changes and publish our reports openly.",
    },
  ] satisfies Highlight[],
  cta: {
    title: "Share the mission",
    text: "Every volunteer, partner and donor helps one more community speak for itself.",
    actions: [
      { label: "Get Involved", href: "/get-involved" },
      { label: "Donate", href: "/donate" },
    ],
  } satisfies CallToAction,
};
