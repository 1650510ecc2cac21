import { fillIn } from "../../shared/fill-in.ts";
import type { IconName } from "../components/ui/icon.tsx";
import { applyHref, contactHref } from "../lib/links.ts";
import { opportunityMaker } from "./compose/opportunity.ts";
import { contactSubjects } from "./contact.ts";
import type { CallToAction, HeroCopy, LinkAction, PageMetaFields } from "./page-types.ts";

export type Opportunity = {
  icon: IconName;
  title: string;
  description: string;
  commitment: string;
  action: LinkAction;
};

const volunteer = opportunityMaker((title) => ({ label: "Apply Now", href: applyHref("volunteer", title) }));

const partnership = opportunityMaker((title) => ({
  label: "Learn More",
  href: contactHref(fillIn(contactSubjects.partnershipAbout, { title }), "partnership"),
  variant: "outline",
}));

export const getInvolvedPage = {
  meta: {
    title: "Get Involved",
    description:
      "Join the movement for civic education in Kenya: volunteer, partner with Uraia, donate or start a community club.",
    path: "/get-involved",
  } satisfies PageMetaFields,
  hero: {
    eyebrow: "Join Our Movement",
    title: "There is a place for you in this work",
    intro:
      "Give an evening a month, bring your organisation on board, or support a dialogue in a community that needs one.",
  } satisfies HeroCopy,
  heroActions: [
    { label: "See volunteer roles", href: "/volunteer", variant: "light" },
    { label: "Donate", href: "/donate", variant: "secondary" },
  ] satisfies LinkAction[],
  volunteerTitle: "Volunteer opportunities",
  volunteerIntro: "Four ways to give your time. See every open role on the volunteer page.",
  volunteer: [
    volunteer(
      "chat",
      "Dialogue Facilitator",
      "Help run community dialogues and keep every voice in the room.",
      "2 evenings a month",
    ),
    volunteer(
      "mic",
      "X Spaces Co-host",
      "Research topics, invite guests and co-host our weekly conversations.",
      "3 hours a week",
    ),
    volunteer(
      "palette",
      "Art in Heart Assistant",
      "Support artists and peer supporters in creative workshops.",
      "1 Saturday a month",
    ),
    volunteer(
      "report",
      "Research Volunteer",
      "Read budgets and reports and turn them into plain-language notes.",
      "Flexible, remote",
    ),
  ],
  partnershipTitle: "Partnership types",
  partnershipIntro: "Organisations we work with, and how.",
  partnerships: [
    partnership(
      "handshake",
      "Programme partners",
      "Run civic education with your members, students or congregation.",
      "Per programme",
    ),
    partnership("mic", "Media partners", "Broadcast dialogues and explainers on radio, TV or online.", "Seasonal"),
    partnership("graduation", "Academic partners", "Co-design research and place students as interns.", "Annual"),
    partnership(
      "briefcase",
      "Corporate partners",
      "Fund programmes and offer your staff's skills as volunteers.",
      "Annual",
    ),
  ],
  supportTitle: "Ways to support",
  support: [
    {
      icon: "heart",
      title: "Give",
      description: "A gift of KSh 500 supports a community dialogue; KSh 2,500 trains a community leader.",
      commitment: "Any amount",
      action: { label: "Donate Now", href: "/donate" },
    },
    {
      icon: "users",
      title: "Join a club",
      description: "Become a member of a Community Club near you, or start one with your friends.",
      commitment: "Groups of 10-50",
      action: { label: "Join Us", href: "/community-club" },
    },
    {
      icon: "sparkle",
      title: "Fundraise",
      description: "Run a walk, a concert or a birthday appeal for civic education in your county.",
      commitment: "Your idea",
      action: { label: "Get Started", href: contactHref(contactSubjects.fundraising) },
    },
  ] satisfies Opportunity[],
  reachTitle: "Talk to us",
  reachIntro: "Questions about volunteering or partnership? We reply within 24 hours.",
  reachCards: { email: "Email", postal: "Postal address" },
  cta: {
    title: "Ready to make a difference?",
    text: "Tell us a little about yourself and we will match you to the right opportunity.",
    actions: [
      { label: "Start Volunteering", href: applyHref("volunteer") },
      { label: "Contact Us", href: "/contact" },
    ],
  } satisfies CallToAction,
};
