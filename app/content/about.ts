import type { FigureSource } from "../../shared/site-settings.ts";
import type { CallToAction, HeroCopy, Highlight, PageMetaFields, Story } from "./page-types.ts";

export const aboutPage = {
  meta: {
    title: "About Us",
    description:
      "Uraia's story: how a Kitengela community dialogue grew into a civic education movement, our values, track record, policy initiatives and vision.",
    path: "/about",
  } satisfies PageMetaFields,
  hero: {
    eyebrow: "About Us",
    title: "Citizens who know their rights, and use them",
    intro:
      "Uraia means citizenship. Since 2020 we have helped Kenyans understand how they are governed and take part in the decisions that shape their lives.",
  } satisfies HeroCopy,
  historyTitle: "Our History",
  history: [
    {
      title: "From one hall in Kitengela",
      paragraphs: [
        "Uraia began in 2020 when a group of teachers, youth leaders and artists in Kitengela invited neighbours to talk about the county budget. Forty people came; most had never seen the document that decided how their taxes were spent.",
        "Those evenings became a monthly dialogue, then a network of facilitators, and in time a registered trust with programmes in more than fifteen counties.",
      ],
      image: "about-history-hall",
      imageAlt: "Illustration of neighbours gathered in a community hall",
    },
    {
      title: "To conversations across the country",
      paragraphs: [
        "When gatherings became difficult we moved online. Our X Spaces conversations on governance, budgets and public participation have now passed 700 sessions, with listeners from every county.",
        "In 2025 we brought that community together in person at our leadership conference, and Art in Heart now carries the same spirit into creative work on mental health.",
      ],
      image: "about-history-spaces",
      imageAlt: "Illustration of people joining an audio conversation from their phones",
    },
  ] satisfies Story[],
  valuesTitle: "Our values",
  values: [
    {
      icon: "scale",
      title: "Integrity",
      description: "Non-partisan, transparent about our funding, honest about our results.",
    },
    {
      icon: "users",
      title: "Inclusion",
      description: "Women, youth, people with disabilities and rural communities at the centre, not the margins.",
    },
    {
      icon: "book",
      title: "Knowledge",
      description: "Plain-language civic education grounded in the Constitution of Kenya 2010.",
    },
    {
      icon: "heart",
      title: "Care",
      description: "Wellbeing matters: civic life is easier when people feel heard and supported.",
    },
  ] satisfies Highlight[],
  trackRecordTitle: "Our track record",
  trackRecordIntro: "Five years of steady, community-led work.",
  trackRecord: [
    { figure: "impact_dialogues", label: "X Spaces sessions" },
    { value: "5+", label: "Years of civic work" },
    { value: "2025", label: "Leadership conference" },
    { value: "2", label: "Major public participation editions" },
  ] satisfies FigureSource[],
  policyTitle: "Policy initiatives",
  policyIntro: "Where community voices have been carried into public decisions.",
  policy: [
    {
      icon: "report",
      title: "County budget submissions",
      description:
        "Residents' memoranda on ward development funds presented at Kajiado and Machakos county budget hearings.",
    },
    {
      icon: "megaphone",
      title: "Public participation guidelines",
      description:
        "A citizens' checklist for meaningful participation, shared with county assemblies and civic groups.",
    },
    {
      icon: "graduation",
      title: "Youth inclusion in planning",
      description: "Recommendations for youth seats in ward planning committees, drawn from two public editions.",
    },
    {
      icon: "heart",
      title: "Mental health in communities",
      description: "A brief on community-based mental health support, informed by Art in Heart sessions.",
    },
  ] satisfies Highlight[],
  visionTitle: "Our vision",
  vision:
    "A Kenya where every citizen understands how they are governed, takes part with confidence, and holds leaders to account, in every ward and every county.",
  teamTitle: "Our team",
  teamIntro: "The leadership team that carries this work, with advisers and volunteers across the country.",
  cta: {
    title: "Be part of the story",
    text: "Volunteer, partner with us or support a community dialogue near you.",
    actions: [
      { label: "Get Involved", href: "/get-involved" },
      { label: "Meet the full team", href: "/team" },
    ],
  } satisfies CallToAction,
};
