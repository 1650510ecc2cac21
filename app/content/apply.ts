import type { ApplicationKind } from "../lib/links.ts";
import { personFields } from "./forms.ts";

/** The application form (/apply): volunteering, internships and jobs. */
export const applyPage = {
  meta: {
    title: "Apply",
    description:
      "Apply to volunteer, intern or work with Uraia: tell us a little about yourself and attach your CV. We read every application.",
    path: "/apply",
  },
  kinds: {
    volunteer: {
      eyebrow: "Volunteer with us",
      title: "Apply to volunteer",
      intro: "Give your time and skills to civic education in your community. Tell us a little about yourself.",
    },
    internship: {
      eyebrow: "Internships",
      title: "Apply for an internship",
      intro: "Learn how civic education, research and advocacy work in practice, alongside our programme teams.",
    },
    job: {
      eyebrow: "Careers",
      title: "Apply for a job",
      intro: "Join a small team that helps Kenyans take part in the decisions that shape their lives.",
    },
  } satisfies Record<ApplicationKind, { eyebrow: string; title: string; intro: string }>,
  formTitle: "Your application",
  applyingFor: "Applying for",
  kindLabel: "What are you applying for?",
  kindPlaceholder: "Choose one",
  kindOptions: { volunteer: "Volunteering", internship: "An internship", job: "A job" },
  fields: {
    ...personFields,
    reference: { label: "Which opening are you applying for?", placeholder: "e.g. Community Mobiliser" },
    message: {
      label: "Why are you interested?",
      placeholder: "A few sentences about yourself and what you would bring…",
    },
    attachment: { label: "Your CV", hint: "A PDF of up to 5 MB." },
  },
  submit: "Send Application",
  sentTitle: "Application received!",
  sentBody: "Thank you for applying. Our team reads every application and will contact you within two weeks.",
  another: "Send another application",
  back: { label: "See other openings", to: "/get-involved" },
};
