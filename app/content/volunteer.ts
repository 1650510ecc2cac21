import { applyHref } from "../lib/links.ts";
import type { VolunteerRole } from "./careers-types.ts";
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
  rolesIntro: "Six roles open now. Apply for one and we will call you within a week.",
  applyLabel: "Apply Now",
  roles: [
    {
      id: 1,
      title: "Community Dialogue Facilitator",
      description: "Lead monthly dialogues in your area with a co-facilitator and a briefing pack.",
      location: "Kajiado County",
      timeCommitment: "2 evenings a month",
      duration: "6 months",
      skills: ["Public speaking", "Kiswahili", "Listening"],
      image: "volunteer-facilitator",
      urgent: true,
    },
    {
      id: 2,
      title: "X Spaces Co-host",
      description: "Prepare topics, invite guests and co-host our weekly conversation on X.",
      location: "Remote",
      timeCommitment: "3 hours a week",
      duration: "3 months",
      skills: ["Social media", "Research", "Moderation"],
      image: "volunteer-x-spaces",
      urgent: false,
    },
    {
      id: 3,
      title: "Art in Heart Workshop Assistant",
      description: "Set up studios, welcome participants and support artists during sessions.",
      location: "Nairobi",
      timeCommitment: "1 Saturday a month",
      duration: "6 months",
      skills: ["Arts", "Empathy", "Organisation"],
      image: "volunteer-art",
      urgent: false,
    },
    {
      id: 4,
      title: "Budget Research Volunteer",
      description: "Read county budgets and reports, and write short plain-language summaries.",
      location: "Remote",
      timeCommitment: "4 hours a week",
      duration: "3 months",
      skills: ["Analysis", "Writing", "Spreadsheets"],
      image: "volunteer-research",
      urgent: false,
    },
    {
      id: 5,
      title: "Community Club Mentor",
      description: "Guide a youth Community Club through its first year of activities.",
      location: "Machakos County",
      timeCommitment: "2 meetings a month",
      duration: "12 months",
      skills: ["Mentoring", "Youth work", "Planning"],
      image: "volunteer-club-mentor",
      urgent: false,
    },
    {
      id: 6,
      title: "Photography and Video Volunteer",
      description: "Document events for the gallery and Media Hub, with consent from participants.",
      location: "Nairobi and Kitengela",
      timeCommitment: "2 events a month",
      duration: "6 months",
      skills: ["Photography", "Video editing", "Storytelling"],
      image: "volunteer-media",
      urgent: false,
    },
  ] satisfies VolunteerRole[],
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
