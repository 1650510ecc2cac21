import type { ArtworkName } from "../../shared/artwork/artwork.ts";
import type { FigureSource } from "../../shared/site-settings.ts";
import { contactHref } from "../lib/links.ts";
import { contactSubjects } from "./contact.ts";
import type { CallToAction, HeroCopy, LinkAction, PageMetaFields } from "./page-types.ts";

/** One of the core initiatives on /programs; `id` is its anchor (/programs#education). */
export type Initiative = {
  id: string;
  title: string;
  summary: string;
  /** short facts; a figure may name an impact setting ("15+ counties") */
  points: (string | FigureSource)[];
  image: ArtworkName;
  action: LinkAction;
};

export const programsPage = {
  meta: {
    title: "Our Programs",
    description:
      "Uraia's core initiatives: X Spaces dialogues, conferences, public participation, civic education, grassroots advocacy and Art in Heart.",
    path: "/programs",
  } satisfies PageMetaFields,
  hero: {
    eyebrow: "Our Work",
    title: "Programs that turn knowledge into participation",
    intro:
      "Six ways we help Kenyans understand how they are governed and take part: online, in halls and classrooms, and through art.",
  } satisfies HeroCopy,
  initiativesTitle: "Core initiatives",
  initiatives: [
    {
      id: "x-spaces",
      title: "X Spaces",
      summary:
        "Weekly live audio conversations on X with county officials, experts and citizens about budgets, devolution and service delivery.",
      points: [
        { figure: "impact_dialogues", label: "sessions since 2020" },
        "Open to anyone with a phone",
        "Recordings shared in the Media Hub",
      ],
      image: "program-x-spaces",
      action: { label: "Listen in the Media Hub", href: "/media-hub" },
    },
    {
      id: "conferences",
      title: "Conferences",
      summary:
        "Gatherings that bring our clubs, partners and leaders into one room, most recently the 2025 leadership conference.",
      points: ["Leadership conference 2025", "Workshops and panels", "Photos in the event gallery"],
      image: "program-conferences",
      action: { label: "See the event gallery", href: "/event-gallery" },
    },
    {
      id: "public-participation",
      title: "Public Participation",
      summary: "Forums that prepare residents to read public documents, write memoranda and speak at county hearings.",
      points: ["2 major public participation editions", "Plain-language guides", "Support with written submissions"],
      image: "program-participation",
      action: { label: "Join a community dialogue", href: "/community-dialogues" },
    },
    {
      id: "education",
      title: "Civic Education",
      summary:
        "Workshops and learning modules on the Constitution, devolution, budgets and rights, for beginners and community leaders alike.",
      points: [
        { figure: "impact_participants_trained", label: "participants trained" },
        "25+ workshops",
        { figure: "impact_counties", label: "counties" },
      ],
      image: "program-civic-education",
      action: { label: "Explore Civic Education", href: "/civic-education" },
    },
    {
      id: "advocacy",
      title: "Grassroots Advocacy",
      summary:
        "Campaigns led by communities themselves, from restoring a footbridge to the ward plan to opening budget documents.",
      points: ["15+ campaigns", "1,200+ advocates", "25+ policy changes"],
      image: "program-advocacy",
      action: { label: "Explore Grassroots Advocacy", href: "/grassroots-advocacy" },
    },
    {
      id: "art-in-heart",
      title: "Art in Heart",
      summary: "Creative workshops where painting, poetry and music open safe conversations about mental health.",
      points: ["Community studios", "Peer support circles", "Exhibitions and open mics"],
      image: "program-art-in-heart",
      action: { label: "Discover Art in Heart", href: "/art-in-heart" },
    },
  ] satisfies Initiative[],
  achievementsTitle: "Achievements",
  achievements: [
    { figure: "impact_dialogues", label: "X Spaces sessions" },
    { figure: "impact_participants_trained", label: "Participants trained" },
    { value: "15+", label: "Campaigns" },
    { value: "5+", label: "Years of civic work" },
  ] satisfies FigureSource[],
  events: {
    upcomingTitle: "Upcoming events",
    upcomingEmpty: "No programme events are scheduled right now. Follow our news for the next ones.",
    pastTitle: "Past events",
    failed: "Events could not be loaded. Please refresh the page or try again shortly.",
  },
  registerLabel: "Register",
  cta: {
    title: "Bring a program to your community",
    text: "Tell us about your group and we will plan a dialogue, workshop or studio with you.",
    actions: [
      { label: "Contact Us", href: contactHref(contactSubjects.bringProgramme) },
      { label: "Get Involved", href: "/get-involved" },
    ],
  } satisfies CallToAction,
};
