import { contactHref } from "../lib/links.ts";
import type { ArtworkName } from "./artwork.ts";
import type { CallToAction, Category, HeroCopy, PageMetaFields } from "./page-types.ts";

/** Spec entity: a resource in the library. */
export type Resource = {
  id: number;
  title: string;
  description: string;
  /** e.g. Video, Report, Research Report, Templates, Toolkit, Guide, Policy Brief */
  type: string;
  category: string;
  size: string;
  downloads: number;
  /** ISO date */
  date: string;
  image: ArtworkName;
  featured: boolean;
};

export const resourcesPage = {
  meta: {
    title: "Resources Library",
    description:
      "Free civic education resources from Uraia: guides, toolkits, templates, reports and videos on governance, budgets and public participation in Kenya.",
    path: "/resources",
  } satisfies PageMetaFields,
  hero: {
    eyebrow: "Resources Library",
    title: "Tools for informed citizens",
    intro:
      "Guides, toolkits, templates, reports and videos, free for community groups, schools and anyone who needs them.",
  } satisfies HeroCopy,
  chipsLabel: "Filter resources by category",
  categories: [
    { name: "All", count: 32 },
    { name: "Civic Education", count: 9 },
    { name: "Governance", count: 7 },
    { name: "Advocacy", count: 6 },
    { name: "Research", count: 5 },
    { name: "Toolkits", count: 5 },
  ] satisfies Category[],
  featuredTitle: "Featured resources",
  othersTitle: "All resources",
  downloadNote: "Files are sent by email or WhatsApp: choose Download and tell us where to send it.",
  resources: [
    {
      id: 1,
      title: "Citizen's Guide to the County Budget",
      description: "A 24-page plain-language guide to reading a county budget and following the money.",
      type: "Guide",
      category: "Civic Education",
      size: "2.4 MB",
      downloads: 1840,
      date: "2025-02-10",
      image: "resource-budget-guide",
      featured: true,
    },
    {
      id: 2,
      title: "Public Participation Toolkit",
      description: "Checklists, memorandum templates and tips for speaking at county hearings.",
      type: "Toolkit",
      category: "Toolkits",
      size: "5.1 MB",
      downloads: 1260,
      date: "2025-01-22",
      image: "resource-participation-toolkit",
      featured: true,
    },
    {
      id: 3,
      title: "What does an MCA do?",
      description: "A three-minute animated explainer in English and Kiswahili.",
      type: "Video",
      category: "Civic Education",
      size: "48 MB",
      downloads: 930,
      date: "2025-03-18",
      image: "resource-mca-video",
      featured: false,
    },
    {
      id: 4,
      title: "Public Participation Edition II report",
      description: "Findings from forums with 2,300 participants in Nairobi and Kiambu.",
      type: "Report",
      category: "Research",
      size: "3.8 MB",
      downloads: 610,
      date: "2025-01-15",
      image: "resource-participation-report",
      featured: false,
    },
    {
      id: 5,
      title: "Memorandum templates",
      description: "Editable templates for submitting views on budgets, bills and development plans.",
      type: "Templates",
      category: "Advocacy",
      size: "420 KB",
      downloads: 1420,
      date: "2024-12-02",
      image: "resource-templates",
      featured: false,
    },
    {
      id: 6,
      title: "The Bill of Rights in simple words",
      description: "A pocket booklet explaining each right with everyday examples.",
      type: "Guide",
      category: "Civic Education",
      size: "1.2 MB",
      downloads: 2100,
      date: "2024-11-14",
      image: "resource-bill-of-rights",
      featured: false,
    },
    {
      id: 7,
      title: "Youth inclusion in ward planning",
      description: "A policy brief with recommendations for county assemblies.",
      type: "Policy Brief",
      category: "Governance",
      size: "900 KB",
      downloads: 480,
      date: "2024-10-28",
      image: "resource-youth-brief",
      featured: false,
    },
    {
      id: 8,
      title: "Community scorecard toolkit",
      description: "How to survey a public service with your neighbours and present the results.",
      type: "Toolkit",
      category: "Toolkits",
      size: "2.9 MB",
      downloads: 770,
      date: "2024-09-30",
      image: "resource-scorecard",
      featured: false,
    },
    {
      id: 9,
      title: "Devolution at ten: a research report",
      description: "What a decade of county government has meant for services in five counties.",
      type: "Research Report",
      category: "Research",
      size: "6.3 MB",
      downloads: 390,
      date: "2024-08-19",
      image: "resource-devolution-report",
      featured: false,
    },
    {
      id: 10,
      title: "Running a community dialogue",
      description: "A facilitator's handbook: planning, ground rules, note-taking and follow-up.",
      type: "Guide",
      category: "Governance",
      size: "1.7 MB",
      downloads: 650,
      date: "2024-07-08",
      image: "resource-dialogue-handbook",
      featured: false,
    },
  ] satisfies Resource[],
  cta: {
    title: "Can't find what you need?",
    text: "Tell us what your group is working on and we will find or prepare the right material.",
    actions: [
      { label: "Request Resource", href: contactHref("Resource request", "resource") },
      { label: "Contact Us", href: "/contact" },
    ],
  } satisfies CallToAction,
};
