import { contactHref } from "../lib/links.ts";
import type { CallToAction, HeroCopy, Highlight, PageMetaFields, ScheduledItem, StatItem } from "./page-types.ts";

const dialogue = (
  title: string,
  date: string,
  location: string,
  type: string,
  participants: string,
): ScheduledItem => ({
  title,
  date,
  location,
  type,
  participants,
  status: "Held",
  action: { label: "Request the summary", href: contactHref(`Dialogue summary: ${title}`), variant: "outline" },
});

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
    { value: "700+", label: "Dialogues and X Spaces" },
    { value: "15+", label: "Counties" },
    { value: "50+", label: "Communities" },
    { value: "95%", label: "Would attend again" },
  ] satisfies StatItem[],
  recentTitle: "Recent dialogues",
  recentIntro: "A sample of the dialogues held in February and March 2025.",
  recent: [
    dialogue(
      "Ward development fund: who decides?",
      "2025-02-08",
      "Kitengela Community Hall",
      "In person",
      "85 residents",
    ),
    dialogue("Youth and the county budget", "2025-02-22", "Online on X Spaces", "X Spaces", "1,300 listeners"),
    dialogue("Water access in Isinya", "2025-03-08", "Isinya Chief's Camp", "In person", "60 residents"),
    dialogue(
      "Women's voices in public participation",
      "2025-03-22",
      "Machakos Youth Centre",
      "In person",
      "70 participants",
    ),
  ],
  cta: {
    title: "Host a dialogue in your community",
    text: "A dialogue for 50 people costs about KSh 5,000: venue, facilitation, materials and the written summary.",
    actions: [
      { label: "Host a dialogue", href: contactHref("Hosting a community dialogue") },
      { label: "Support a dialogue", href: "/donate" },
    ],
  } satisfies CallToAction,
};
