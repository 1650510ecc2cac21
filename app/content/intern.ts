import { applyHref, contactHref } from "../lib/links.ts";
import { contactSubjects } from "./contact.ts";

import type {
  CallToAction,
  HeroCopy,
  Highlight,
  LinkAction,
  PageMetaFields,
  Quote,
  StatItem,
  Step,
} from "./page-types.ts";

export const internPage = {
  meta: {
    title: "Intern With Us",
    description:
      "Internships at Uraia: six positions of 3-6 months in civic education, research, communications and more, with mentoring and a clear application process.",
    path: "/intern",
  } satisfies PageMetaFields,
  hero: {
    eyebrow: "Intern With Us",
    title: "Start your career where it counts",
    intro:
      "Internships of 3-6 months for students and recent graduates who want real work, real mentors and real impact.",
  } satisfies HeroCopy,
  heroActions: [
    { label: "Apply Now", href: applyHref("internship"), variant: "light" },
    {
      label: "Download Application Form",
      href: contactHref(contactSubjects.internshipForm, "resource"),
      variant: "secondary",
    },
  ] satisfies LinkAction[],
  stats: [
    { value: "50+", label: "Interns placed" },
    { value: "85%", label: "Placement after internship" },
    { value: "6", label: "Departments" },
    { value: "3-6", label: "Months per internship" },
  ] satisfies StatItem[],
  positionsTitle: "Open positions",
  positionsIntro: "Internships open for the next intake.",
  positionsEmpty: "No internships are open right now. Send us your CV and we will write when the next intake opens.",
  benefitsTitle: "What you get",
  benefits: [
    {
      icon: "users",
      title: "A mentor",
      description: "A staff mentor and weekly check-ins throughout your internship.",
    },
    { icon: "briefcase", title: "A monthly stipend", description: "A stipend to cover transport and lunch." },
    {
      icon: "graduation",
      title: "Training",
      description: "Workshops on facilitation, research and professional skills.",
    },
    { icon: "document", title: "A reference", description: "A certificate and a reference letter when you finish." },
  ] satisfies Highlight[],
  processTitle: "How to apply",
  process: [
    { title: "Application", description: "Send your CV and a one-page letter for the position you want." },
    { title: "Initial Review", description: "We review every application within two weeks." },
    { title: "Interview", description: "A 30-minute conversation, in person or online." },
    { title: "Selection", description: "We tell you the outcome within a week of your interview." },
    { title: "Orientation", description: "A week of induction with your team and mentor." },
  ] satisfies Step[],
  testimonialsTitle: "From our former interns",
  testimonials: [
    {
      quote:
        "I wrote my first policy brief here, and it was quoted at a county hearing. That is not a normal internship.",
      name: "Brenda Wairimu",
      role: "Research intern, now a county budget officer",
    },
    {
      quote: "My mentor trusted me to run a session in week three. I grew more in six months than in my whole degree.",
      name: "Collins Otieno",
      role: "Civic education intern",
    },
    {
      quote: "The communications team taught me video editing from scratch. Our explainer now has thousands of views.",
      name: "Zainab Hassan",
      role: "Communications intern",
    },
  ] satisfies Quote[],
  cta: {
    title: "Ready to apply?",
    text: "Intakes open in January, May and September. Applications are reviewed as they arrive.",
    actions: [
      { label: "Apply Now", href: applyHref("internship") },
      { label: "Download Application Form", href: contactHref(contactSubjects.internshipForm, "resource") },
    ],
  } satisfies CallToAction,
};
