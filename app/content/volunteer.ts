import { applyHref } from "../lib/links.ts";

import type { CallToAction, HeroCopy, Highlight, PageMetaFields, Quote } from "./page-types.ts";

export const volunteerPage = {
  meta: {
    title: "Volunteer",
    description:
      "Volunteer with Uraia: facilitate dialogues, co-host X Spaces, support Art in Heart and more. Six open roles across Kenya.",
    path: "/volunteer",
  } satisfies PageMetaFields,
  hero: {
    eyebrow: "Volunteer",
    title: "Give your time, grow your community",
    intro: "Our volunteers run dialogues, host conversations, support artists and turn reports into plain language.",
  } satisfies HeroCopy,
  benefitsTitle: "Why volunteer with us",
  benefits: [
    {
      icon: "graduation",
      title: "Training",
      description: "Facilitation, civic education and safeguarding training before you start.",
    },
    { icon: "users", title: "Community", description: "A network of volunteers in more than fifteen counties." },
    {
      icon: "document",
      title: "Certificate",
      description: "A certificate and reference letter after three months of service.",
    },
    { icon: "heart", title: "Real impact", description: "See the dialogues you run turn into decisions in your ward." },
  ] satisfies Highlight[],
  rolesTitle: "Open roles",
  rolesIntro: "Roles open now. Apply for one and we will call you within a week.",
  rolesEmpty: "No volunteer roles are open right now. Tell us what you enjoy and we will let you know when one opens.",
  applyLabel: "Apply Now",
  testimonialsTitle: "What our volunteers say",
  testimonials: [
    {
      quote: "I was nervous the first night. By the third dialogue, residents were running the discussion themselves.",
      name: "Daniel Mwangi",
      role: "Dialogue facilitator, Kitengela",
    },
    {
      quote: "Co-hosting X Spaces taught me more about county budgets than two years of news.",
      name: "Sharon Atieno",
      role: "X Spaces co-host",
    },
    {
      quote: "Watching a shy participant read her poem at the exhibition is why I keep coming back.",
      name: "Kevin Mutiso",
      role: "Art in Heart assistant",
    },
  ] satisfies Quote[],
  cta: {
    title: "Not sure which role fits?",
    text: "Tell us what you enjoy and how much time you have; we will suggest a role.",
    actions: [
      { label: "Apply Now", href: applyHref("volunteer") },
      { label: "Other ways to help", href: "/get-involved" },
    ],
  } satisfies CallToAction,
};
