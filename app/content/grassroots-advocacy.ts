import type { ArtworkName } from "../../shared/artwork/artwork.ts";
import type { FigureSource } from "../../shared/site-settings.ts";
import { contactHref } from "../lib/links.ts";
import { contactSubjects } from "./contact.ts";
import type { CallToAction, HeroCopy, Highlight, PageMetaFields } from "./page-types.ts";

/** Spec entity: an advocacy campaign; its status decides the badge colour and the button. */
export type Campaign = {
  id: number;
  title: string;
  description: string;
  status: "Active" | "Completed";
  participants: string;
  impact: string;
  image: ArtworkName;
  featured: boolean;
};

export type SuccessStory = { title: string; place: string; description: string; image: ArtworkName };

export const grassrootsAdvocacyPage = {
  meta: {
    title: "Grassroots Advocacy",
    description:
      "Community-led campaigns for accountable government: Uraia's advocacy tools, active and completed campaigns, success stories and upcoming actions.",
    path: "/grassroots-advocacy",
  } satisfies PageMetaFields,
  hero: {
    eyebrow: "Grassroots Advocacy",
    title: "Communities speaking for themselves",
    intro:
      "We help residents organise around the issues they choose, gather evidence and take it to the people who decide.",
  } satisfies HeroCopy,
  impactTitle: "Our impact",
  impact: [
    { value: "15+", label: "Campaigns" },
    { value: "1,200+", label: "Advocates" },
    { value: "25+", label: "Policy changes" },
    { figure: "impact_communities", label: "Communities" },
  ] satisfies FigureSource[],
  toolsTitle: "Advocacy tools",
  toolsIntro: "What we bring to every campaign.",
  tools: [
    {
      icon: "document",
      title: "Petition and memorandum templates",
      description: "Ready-to-adapt formats that county assemblies and committees accept.",
    },
    {
      icon: "report",
      title: "Community scorecards",
      description: "Simple surveys that turn residents' experience of a service into evidence.",
    },
    {
      icon: "mic",
      title: "Media and X Spaces",
      description: "Airtime on our X Spaces and partner radio to put an issue before a wider audience.",
    },
    {
      icon: "handshake",
      title: "Dialogue with decision makers",
      description: "Facilitated meetings where residents and officials agree on next steps, in writing.",
    },
  ] satisfies Highlight[],
  campaignsTitle: "Campaigns",
  campaignsIntro: "Join an active campaign, or see what completed ones achieved.",
  campaigns: [
    {
      id: 1,
      title: "Open Budgets Kajiado",
      description: "Asking the county to publish budget documents on time and in plain language.",
      status: "Active",
      participants: "420 advocates",
      impact: "Citizen budget published for 2025/26",
      image: "campaign-open-budgets",
      featured: true,
    },
    {
      id: 2,
      title: "Safe Water for Isinya",
      description: "Residents pressing for the repair of three boreholes promised in the ward plan.",
      status: "Active",
      participants: "260 residents",
      impact: "One borehole repaired so far",
      image: "campaign-safe-water",
      featured: false,
    },
    {
      id: 3,
      title: "Youth Seats on Ward Committees",
      description: "Campaigning for young people to be represented in ward development planning.",
      status: "Completed",
      participants: "310 youth",
      impact: "Two youth seats created in Machakos wards",
      image: "campaign-youth-seats",
      featured: false,
    },
    {
      id: 4,
      title: "Kitengela Footbridge",
      description: "Restoring a footbridge used by 2,000 pupils to the ward development plan.",
      status: "Completed",
      participants: "180 residents",
      impact: "Footbridge funded and rebuilt",
      image: "campaign-footbridge",
      featured: false,
    },
    {
      id: 5,
      title: "Accessible Public Hearings",
      description: "Sign-language interpretation and accessible venues at every county hearing.",
      status: "Active",
      participants: "150 advocates",
      impact: "Interpretation at 6 hearings",
      image: "campaign-accessible-hearings",
      featured: false,
    },
    {
      id: 6,
      title: "Market Lighting in Kibera",
      description: "Street lighting for evening traders after a rise in thefts at the market.",
      status: "Completed",
      participants: "95 traders",
      impact: "24 floodlights installed",
      image: "campaign-market-lighting",
      featured: false,
    },
  ] satisfies Campaign[],
  storiesTitle: "Success stories",
  stories: [
    {
      title: "The bridge that came back",
      place: "Kitengela",
      description:
        "Pupils walked an extra five kilometres after floods took the old footbridge. A petition signed by 1,800 residents put it back in the budget within a year.",
      image: "advocacy-story-bridge",
    },
    {
      title: "A seat at the table",
      place: "Machakos",
      description:
        "After months of scorecards and meetings, the county agreed that every ward planning committee would include a young person.",
      image: "advocacy-story-youth",
    },
    {
      title: "Light for the night market",
      place: "Kibera",
      description:
        "Traders mapped the dark corners of the market and presented the map to the county. Floodlights followed within three months.",
      image: "advocacy-story-market",
    },
  ] satisfies SuccessStory[],
  events: {
    upcomingTitle: "Upcoming actions",
    upcomingEmpty: "No actions are planned right now. Tell us about an issue your community wants to raise.",
    pastTitle: "Past actions",
    failed: "Actions could not be loaded. Please refresh the page or try again shortly.",
  },
  joinLabel: "Join Action",
  cta: {
    title: "Have an issue your community wants to raise?",
    text: "Tell us about it. We will help you plan, gather evidence and reach the right office.",
    actions: [
      { label: "Start a campaign", href: contactHref(contactSubjects.advocacyCampaign) },
      { label: "Volunteer", href: "/volunteer" },
    ],
  } satisfies CallToAction,
};
