import { applyHref } from "../lib/links.ts";

import type { CallToAction, HeroCopy, Highlight, LinkAction, PageMetaFields, Quote } from "./page-types.ts";

export const workWithUsPage = {
  meta: {
    title: "Work With Us",
    description:
      "Careers at Uraia: six open positions in programmes, advocacy, communications and operations at a Kenyan civic education non-profit.",
    path: "/work-with-us",
  } satisfies PageMetaFields,
  hero: {
    eyebrow: "Careers",
    title: "Build a career in civic change",
    intro: "Join a team that helps Kenyans understand and shape how they are governed.",
  } satisfies HeroCopy,
  heroActions: [
    { label: "View All Positions", href: "#positions", variant: "light" },
    { label: "Send Your CV", href: applyHref("job"), variant: "secondary" },
  ] satisfies LinkAction[],
  jobsTitle: "Open positions",
  jobsIntro: "Roles open now.",
  jobsEmpty: "No positions are open right now. Send us your CV and we will keep it for the next opening.",
  benefitsTitle: "Benefits",
  benefits: [
    { icon: "shield", title: "Medical cover", description: "Inpatient and outpatient cover for you and your family." },
    { icon: "clock", title: "Flexible hours", description: "Core hours and remote days where the work allows." },
    {
      icon: "graduation",
      title: "Learning budget",
      description: "An annual budget for courses, books and conferences.",
    },
    { icon: "calendar", title: "Generous leave", description: "24 days of annual leave plus a week off at year end." },
  ] satisfies Highlight[],
  cultureTitle: "Our culture",
  culture: [
    { icon: "users", title: "Small team, big trust", description: "You own your work and we back your judgement." },
    { icon: "chat", title: "Open doors", description: "Anyone can question a decision, including the director's." },
    {
      icon: "heart",
      title: "Care for each other",
      description: "Wellbeing days and peer support, not just for participants.",
    },
  ] satisfies Highlight[],
  quotesTitle: "From the team",
  quotes: [
    {
      quote:
        "Every week I see a resident understand something about their county for the first time. That keeps me here.",
      name: "Otieno Ouma",
      role: "Programmes Lead",
    },
    {
      quote: "I joined as an intern. Four years later I coordinate advocacy in three counties.",
      name: "Amina Abdi",
      role: "Community & Advocacy Coordinator",
    },
    {
      quote: "We argue about ideas and agree on values. It is the most honest team I have worked in.",
      name: "Kiprono Langat",
      role: "Media & Art in Heart Lead",
    },
  ] satisfies Quote[],
  cta: {
    title: "Don't see your role?",
    text: "We keep CVs on file and contact people when a matching position opens.",
    actions: [
      { label: "Send Your CV", href: applyHref("job") },
      { label: "Intern With Us", href: "/intern" },
    ],
  } satisfies CallToAction,
};
