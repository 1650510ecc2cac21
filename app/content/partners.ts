import { contactHref } from "../lib/links.ts";
import type { ArtworkName } from "./artwork.ts";
import type { CallToAction, HeroCopy, PageMetaFields } from "./page-types.ts";

/** Spec entity: a collaboration with a partner organisation. */
export type Collaboration = {
  title: string;
  partner: string;
  description: string;
  image: ArtworkName;
  /** ISO date the collaboration started */
  date: string;
  location: string;
  impact: string;
  status: "Active" | "Completed";
};

export const partnersPage = {
  meta: {
    title: "Partners & Collaborations",
    description:
      "The organisations Uraia works with: nine collaborations in civic education, public participation, youth leadership and Art in Heart.",
    path: "/partners",
  } satisfies PageMetaFields,
  hero: {
    eyebrow: "Partners",
    title: "Stronger together",
    intro:
      "County offices, schools, faith groups, media houses and artists: the partners who make our work reach further.",
  } satisfies HeroCopy,
  collaborationsTitle: "Our collaborations",
  collaborationsIntro: "Nine collaborations, current and completed.",
  collaborations: [
    {
      title: "Ward Budget Literacy Series",
      partner: "Kajiado Residents' Association Network",
      description: "Monthly sessions that walk residents through the county budget and how to submit views.",
      image: "collab-budget-literacy",
      date: "2025-01-20",
      location: "Kajiado County",
      impact: "1,100 residents trained",
      status: "Active",
    },
    {
      title: "Schools Civic Clubs Pilot",
      partner: "Machakos County Education Office",
      description: "Civic clubs in ten secondary schools, run by trained teachers with Uraia materials.",
      image: "collab-school-clubs",
      date: "2024-05-06",
      location: "Machakos County",
      impact: "10 schools, 600 students",
      status: "Active",
    },
    {
      title: "Public Participation Edition I",
      partner: "Coalition of Nairobi Residents' Groups",
      description:
        "The first of our major public participation editions: forums in six sub-counties before the budget hearings.",
      image: "collab-participation-one",
      date: "2023-04-15",
      location: "Nairobi",
      impact: "1,800 memoranda submitted",
      status: "Completed",
    },
    {
      title: "Public Participation Edition II",
      partner: "Coalition of Nairobi Residents' Groups",
      description: "A second edition that added sign-language interpretation and youth-led forums.",
      image: "collab-participation-two",
      date: "2024-04-10",
      location: "Nairobi and Kiambu",
      impact: "2,300 participants",
      status: "Completed",
    },
    {
      title: "Art in Heart Community Studios",
      partner: "Kibera Creative Collective",
      description: "Painting, spoken word and music workshops that open conversations on mental health.",
      image: "collab-art-studios",
      date: "2024-09-02",
      location: "Kibera, Nairobi",
      impact: "350 participants",
      status: "Active",
    },
    {
      title: "Governance on the Airwaves",
      partner: "Mtaani FM Community Radio",
      description: "A weekly call-in show on devolution, budgets and service delivery in Kiswahili.",
      image: "collab-radio",
      date: "2023-08-01",
      location: "Kitengela",
      impact: "40 episodes aired",
      status: "Completed",
    },
    {
      title: "Women in Leadership Forums",
      partner: "Maendeleo Women's Savings Groups",
      description: "Forums that prepare women to stand for ward committees and school boards.",
      image: "collab-women-leadership",
      date: "2024-11-12",
      location: "Kisumu County",
      impact: "120 women mentored",
      status: "Active",
    },
    {
      title: "Leadership Conference 2025",
      partner: "Kenya Youth Governance Forum",
      description:
        "Two days of talks, workshops and dialogue bringing together our clubs, partners and county officials.",
      image: "collab-conference",
      date: "2025-03-01",
      location: "Nairobi",
      impact: "500+ delegates",
      status: "Completed",
    },
    {
      title: "Climate and Community Dialogues",
      partner: "Green Belt Youth Initiative",
      description: "Dialogues on county climate funds and how communities can shape local adaptation plans.",
      image: "collab-climate",
      date: "2025-02-10",
      location: "Kwale and Kilifi",
      impact: "14 dialogues held",
      status: "Active",
    },
  ] satisfies Collaboration[],
  cta: {
    title: "Partner with Uraia",
    text: "Bring civic education to your members, students, congregation or listeners.",
    actions: [
      { label: "Become a Partner", href: contactHref("Partnership enquiry", "partnership") },
      { label: "Ways to get involved", href: "/get-involved" },
    ],
  } satisfies CallToAction,
};
