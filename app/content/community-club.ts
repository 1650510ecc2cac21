import type { ArtworkName } from "../../shared/artwork/artwork.ts";
import type { FigureSource } from "../../shared/site-settings.ts";
import { contactHref, registerHref } from "../lib/links.ts";
import { contactSubjects } from "./contact.ts";
import type { CallToAction, HeroCopy, Highlight, LinkAction, PageMetaFields, Step } from "./page-types.ts";

/** Spec entity: a kind of Community Club; `featured` ones carry the Popular badge. */
export type ClubType = {
  id: number;
  title: string;
  description: string;
  image: ArtworkName;
  members: string;
  activities: string[];
  featured: boolean;
};

/** Spec entity: a club's success story. */
export type ClubSuccessStory = {
  title: string;
  description: string;
  image: ArtworkName;
  impact: string;
  members: string;
};

export const communityClubPage = {
  meta: {
    title: "Community Club",
    description:
      "Start or join an Uraia Community Club: 45+ clubs and 1,200+ members across Kenya learning civics, leading dialogues and serving their communities.",
    path: "/community-club",
  } satisfies PageMetaFields,
  hero: {
    eyebrow: "Community Club",
    title: "Start a club, change your community",
    intro:
      "Community Clubs are groups of 10-50 neighbours, students or friends who meet to learn about governance and act on what matters locally.",
  } satisfies HeroCopy,
  heroActions: [
    { label: "Register Your Club", href: registerHref("Community Club registration"), variant: "light" },
    { label: "Learn More", href: "#how-to-register", variant: "secondary" },
  ] satisfies LinkAction[],
  statsTitle: "Our club network",
  stats: [
    { value: "45+", label: "Active clubs" },
    { value: "1,200+", label: "Members" },
    { figure: "impact_counties", label: "Counties" },
    { value: "150+", label: "Activities" },
  ] satisfies FigureSource[],
  benefitsTitle: "Why start a club",
  benefits: [
    { icon: "book", title: "Free materials", description: "Session plans, guides and videos for every meeting." },
    {
      icon: "graduation",
      title: "Leader training",
      description: "Two club leaders trained as facilitators, at no cost.",
    },
    {
      icon: "megaphone",
      title: "A louder voice",
      description: "Support to take your club's priorities to your ward and county.",
    },
    {
      icon: "users",
      title: "A national network",
      description: "Exchange visits, the annual conference and friends across Kenya.",
    },
  ] satisfies Highlight[],
  typesTitle: "Types of clubs",
  types: [
    {
      id: 1,
      title: "Youth Civic Club",
      description: "For young people aged 18-35 who want to understand and shape county decisions.",
      image: "club-youth",
      members: "15-50 members",
      activities: ["Budget reading", "Dialogues", "Public hearings"],
      featured: true,
    },
    {
      id: 2,
      title: "School Civics Club",
      description: "For secondary schools, run by a teacher patron with Uraia lesson plans.",
      image: "club-school",
      members: "10-40 students",
      activities: ["Debates", "Mock assemblies", "Essay competitions"],
      featured: false,
    },
    {
      id: 3,
      title: "Women's Leadership Circle",
      description: "For women's groups and chamas preparing members for leadership and public participation.",
      image: "club-women",
      members: "10-30 members",
      activities: ["Mentoring", "Memoranda", "Public speaking"],
      featured: true,
    },
    {
      id: 4,
      title: "Art in Heart Club",
      description: "Creative groups that combine art, wellbeing and conversation about community life.",
      image: "club-art",
      members: "10-25 members",
      activities: ["Studios", "Open mics", "Peer support"],
      featured: false,
    },
  ] satisfies ClubType[],
  stepsTitle: "How to register your club",
  stepsIntro: "A club needs a group of 10-50 people and two people willing to lead.",
  steps: [
    { title: "Gather your group", description: "Bring together 10-50 people who want to meet regularly." },
    { title: "Choose two leaders", description: "They attend a free two-day facilitator training." },
    { title: "Register with us", description: "Send your club's name, members and meeting place." },
    { title: "Hold your first meeting", description: "We send materials and a facilitator joins your first session." },
  ] satisfies Step[],
  storiesTitle: "Club success stories",
  stories: [
    {
      title: "Isinya Youth Civic Club",
      description: "Members surveyed water points in their ward and presented the findings at a budget hearing.",
      image: "club-story-isinya",
      impact: "Borehole repair funded",
      members: "32 members",
    },
    {
      title: "Machakos Girls' Civics Club",
      description: "Students ran a mock county assembly that the real speaker attended, and invited them back.",
      image: "club-story-machakos",
      impact: "Annual assembly visit agreed",
      members: "40 students",
    },
    {
      title: "Ngong Women's Leadership Circle",
      description: "Eight members stood for school boards and ward committees after a year of mentoring.",
      image: "club-story-ngong",
      impact: "5 members elected",
      members: "24 members",
    },
  ] satisfies ClubSuccessStory[],
  events: {
    upcomingTitle: "Upcoming club events",
    upcomingEmpty: "No club events are scheduled right now. Register your club to hear about the next ones.",
    pastTitle: "Past club events",
    failed: "Club events could not be loaded. Please refresh the page or try again shortly.",
  },
  registerLabel: "Register",
  /** the reference a club's registration is sent with (kept in English), and its name on the form */
  registrationName: "Community Club registration",
  cta: {
    title: "Your community needs a club",
    text: "Register today and get your materials, training and first session support.",
    actions: [
      { label: "Register Your Club", href: registerHref("Community Club registration") },
      { label: "Download Guide", href: contactHref(contactSubjects.clubGuide, "resource") },
    ],
  } satisfies CallToAction,
};
