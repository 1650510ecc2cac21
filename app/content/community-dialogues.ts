import type { FigureSource } from "../../shared/site-settings.ts";
import { contactHref } from "../lib/links.ts";
import { contactSubjects } from "./contact.ts";
import type { CallToAction, HeroCopy, Highlight, PageMetaFields } from "./page-types.ts";

export const communityDialoguesPage = {
  meta: {
    title: "Community Dialogues",
    description:
      "Uraia's community dialogues: open conversations between residents and leaders on budgets, services and public participation, with recent sessions from February and March 2025.",
    path: "/community-dialogues",
  } satisfies PageMetaFields,
  hero: {
    eyebrow: "Community Dialogues",
    title: "Where residents and leaders talk, and listen",
    intro:
      "Facilitated, non-partisan conversations in halls, markets, churches and online, each ending with agreed next steps.",
  } satisfies HeroCopy,
  formatTitle: "How a dialogue works",
  format: [
    {
      icon: "target",
      title: "A question the community chooses",
      description: "Residents pick the topic: water, roads, bursaries, the budget, security.",
    },
    {
      icon: "book",
      title: "Facts first",
      description: "A short, plain-language briefing so everyone starts from the same information.",
    },
    {
      icon: "chat",
      title: "Everyone speaks",
      description: "Facilitators make room for women, youth and people who rarely speak in public.",
    },
    {
      icon: "check",
      title: "Written next steps",
      description: "Commitments are recorded, shared and followed up at the next dialogue.",
    },
  ] satisfies Highlight[],
  statsTitle: "Dialogues in numbers",
  stats: [
    { figure: "impact_dialogues", label: "Dialogues and X Spaces" },
    { figure: "impact_counties", label: "Counties" },
    { figure: "impact_communities", label: "Communities" },
    { value: "95%", label: "Would attend again" },
  ] satisfies FigureSource[],
  events: {
    upcomingTitle: "Upcoming dialogues",
    upcomingIntro: "Open to everyone who lives or works in the area. Come with your questions.",
    upcomingEmpty: "No dialogues are scheduled right now. Ask us to host one in your community.",
    pastTitle: "Recent dialogues",
    pastIntro: "Dialogues already held; ask for the written summary of any of them.",
    failed: "Dialogues could not be loaded. Please refresh the page or try again shortly.",
  },
  registerLabel: "Register",
  summaryLabel: "Request the summary",
  summarySubject: contactSubjects.dialogueSummary,
  cta: {
    title: "Host a dialogue in your community",
    text: "A dialogue for 50 people costs about KSh 5,000: venue, facilitation, materials and the written summary.",
    actions: [
      { label: "Host a dialogue", href: contactHref(contactSubjects.hostDialogue) },
      { label: "Support a dialogue", href: "/donate" },
    ],
  } satisfies CallToAction,
};
