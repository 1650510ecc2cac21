import type { ArtworkName } from "../../shared/artwork/artwork.ts";
import type { FigureSource } from "../../shared/site-settings.ts";
import { contactHref } from "../lib/links.ts";
import { contactSubjects } from "./contact.ts";
import type { CallToAction, HeroCopy, Highlight, LinkAction, PageMetaFields } from "./page-types.ts";

export type ProgrammeLevel = "Beginner" | "Intermediate" | "Advanced" | "All levels";

/** Spec entity: a civic education programme. */
export type CivicProgramme = {
  id: number;
  title: string;
  description: string;
  duration: string;
  participants: string;
  location: string;
  image: ArtworkName;
  level: ProgrammeLevel;
  featured: boolean;
};

export const civicEducationPage = {
  meta: {
    title: "Civic Education",
    description:
      "Uraia's civic education: learning modules and programmes on the Constitution, devolution, budgets and rights, with upcoming sessions open for registration.",
    path: "/civic-education",
  } satisfies PageMetaFields,
  hero: {
    eyebrow: "Civic Education",
    title: "Know your rights, know your county",
    intro:
      "Practical, plain-language lessons on how Kenya is governed, for first-time learners, community leaders and everyone in between.",
  } satisfies HeroCopy,
  heroActions: [
    { label: "Download Materials", href: "/resources?category=civic-education", variant: "secondary" },
    { label: "Watch Videos", href: "/media-hub#video-content", variant: "light" },
  ] satisfies LinkAction[],
  impactTitle: "Our impact",
  impact: [
    { figure: "impact_participants_trained", label: "Participants trained" },
    { value: "25+", label: "Workshops" },
    { figure: "impact_counties", label: "Counties" },
    { value: "95%", label: "Satisfaction" },
  ] satisfies FigureSource[],
  modulesTitle: "Learning modules",
  modulesIntro:
    "Four modules, each a two-hour session with a facilitator and take-home notes in English and Kiswahili.",
  modules: [
    {
      icon: "book",
      title: "The Constitution of Kenya",
      description: "The Bill of Rights, the arms of government and how the 2010 Constitution protects citizens.",
    },
    {
      icon: "globe",
      title: "Devolution and counties",
      description: "What county governments do, who sits in the assembly and how to reach your MCA.",
    },
    {
      icon: "report",
      title: "Budgets and public money",
      description: "Reading a county budget, following the money and spotting what is missing.",
    },
    {
      icon: "megaphone",
      title: "Public participation",
      description: "Your right to be heard: notices, hearings, memoranda and following up on commitments.",
    },
  ] satisfies Highlight[],
  programmesTitle: "Programmes",
  programmesIntro:
    "Six programmes for different starting points. Register your interest and we will confirm dates near you.",
  programmes: [
    {
      id: 1,
      title: "Civics for First-Time Voters",
      description:
        "An introduction to elections, rights and the role of each elected leader, for young people aged 18-24.",
      duration: "4 weeks",
      participants: "30 per cohort",
      location: "Kitengela and Nairobi",
      image: "civic-first-voters",
      level: "Beginner",
      featured: true,
    },
    {
      id: 2,
      title: "Community Budget Champions",
      description: "Hands-on training to read county budgets and prepare memoranda for public hearings.",
      duration: "6 weeks",
      participants: "25 per cohort",
      location: "Kajiado County",
      image: "civic-budget-champions",
      level: "Intermediate",
      featured: true,
    },
    {
      id: 3,
      title: "Facilitator Training",
      description: "For experienced leaders who will run Uraia dialogues and clubs in their own communities.",
      duration: "3 months",
      participants: "15 per cohort",
      location: "Nairobi",
      image: "civic-facilitators",
      level: "Advanced",
      featured: false,
    },
    {
      id: 4,
      title: "Know Your County",
      description: "A one-day tour of how your county works, with a visit to the county assembly gallery.",
      duration: "1 day",
      participants: "40 per session",
      location: "Machakos and Kajiado",
      image: "civic-know-county",
      level: "All levels",
      featured: false,
    },
    {
      id: 5,
      title: "Women and Leadership",
      description: "Confidence, public speaking and the rules for standing for ward committees and school boards.",
      duration: "5 weeks",
      participants: "25 per cohort",
      location: "Kisumu",
      image: "civic-women-leadership",
      level: "Intermediate",
      featured: false,
    },
    {
      id: 6,
      title: "Civic Education in Schools",
      description: "Short interactive lessons for secondary school civic clubs, delivered with teachers.",
      duration: "1 school term",
      participants: "Whole clubs",
      location: "Partner schools",
      image: "civic-schools",
      level: "Beginner",
      featured: false,
    },
  ] satisfies CivicProgramme[],
  events: {
    upcomingTitle: "Upcoming sessions",
    upcomingEmpty: "No sessions are scheduled right now. Ask us to plan one for your group.",
    pastTitle: "Past sessions",
    failed: "Sessions could not be loaded. Please refresh the page or try again shortly.",
  },
  registerLabel: "Register Now",
  cta: {
    title: "Bring civic education to your group",
    text: "Churches, chamas, schools and youth groups: we will plan a session around your members' questions.",
    actions: [
      { label: "Request a session", href: contactHref(contactSubjects.civicSession) },
      { label: "Browse the resources library", href: "/resources" },
    ],
  } satisfies CallToAction,
};
