import type { ArtworkName } from "../../shared/artwork/artwork.ts";
import type { FigureSource } from "../../shared/site-settings.ts";

/** Home page copy. */
export const homeMeta = {
  title: "Uraia | Civic education, good governance and grassroots voices in Kenya",
  description:
    "Uraia helps Kenyans understand their rights and take part in governance: civic education, community dialogues, X Spaces conversations, public participation and the Art in Heart initiative.",
};

export type HeroSlide = {
  tagline: string;
  title: string;
  subtitle: string;
  description: string;
  stats: { value: string; label: string }[];
  image: ArtworkName;
  imageAlt: string;
  cta: { label: string; to: string };
};

/** A slide as the copy writes it: its figures may name an impact setting (shared/site-settings.ts). */
export type HeroSlideCopy = Omit<HeroSlide, "stats"> & { stats: FigureSource[] };

/** Spec section 9: 5000 ms per slide, 1 s fade. */
export const HERO_INTERVAL_MS = 5000;
export const HERO_FADE_MS = 1000;

export const heroSlides: HeroSlideCopy[] = [
  {
    tagline: "Civic education",
    title: "Know your rights. Shape your county.",
    subtitle: "Practical civic education for every Kenyan",
    description:
      "Workshops and community dialogues on the Constitution, devolution and county budgets, so that citizens can question, propose and hold leaders to account.",
    stats: [
      { figure: "impact_participants_trained", label: "Participants trained" },
      { value: "25+", label: "Workshops" },
      { figure: "impact_counties", label: "Counties" },
      { value: "95%", label: "Satisfaction" },
    ],
    image: "hero-dialogue",
    imageAlt: "Illustration: a community gathered in a circle under an acacia tree",
    cta: { label: "Explore Civic Education", to: "/programs#education" },
  },
  {
    tagline: "X Spaces dialogues",
    title: "Conversations that reach the whole nation",
    subtitle: "Live audio forums on the issues that matter",
    description:
      "Every week, citizens, leaders and experts meet on X Spaces to debate policy, budgets and accountability, openly and in language everyone understands.",
    stats: [
      { figure: "impact_dialogues", label: "X Spaces sessions" },
      { value: "5+", label: "Years of dialogue" },
      { value: "50+", label: "Videos" },
      { value: "100+", label: "Articles" },
    ],
    image: "hero-x-spaces",
    imageAlt: "Illustration: a speaker on a lit stage before an audience",
    cta: { label: "Visit the Media Hub", to: "/media-hub" },
  },
  {
    tagline: "Public participation",
    title: "Your voice in every decision",
    subtitle: "From town halls to county assemblies",
    description:
      "We prepare communities to take part in budget hearings and policy consultations, and we follow up until their proposals are heard.",
    stats: [
      { value: "2", label: "Major participation editions" },
      { value: "15+", label: "Campaigns" },
      { value: "1,200+", label: "Advocates" },
      { value: "25+", label: "Policy changes" },
    ],
    image: "hero-participation",
    imageAlt: "Illustration: citizens standing together on a sunlit hillside",
    cta: { label: "See Our Advocacy", to: "/programs#advocacy" },
  },
  {
    tagline: "Art in Heart",
    title: "Healing and expression through art",
    subtitle: "Mental health, creativity and community",
    description:
      "Art in Heart gives young people safe spaces to paint, write and perform, and opens conversations about mental health in their communities.",
    stats: [
      { figure: "impact_communities", label: "Communities" },
      { value: "25+", label: "Creative workshops" },
      { value: "2025", label: "National conference" },
      { figure: "impact_people_reached", label: "Lives touched" },
    ],
    image: "hero-art-in-heart",
    imageAlt: "Illustration: a bright kitenge-style pattern of shapes",
    cta: { label: "Discover Art in Heart", to: "/art-in-heart" },
  },
];

export const heroCopy = {
  regionLabel: "Highlights",
  secondary: { label: "Join the Movement", to: "/get-involved" },
  listenLive: "Listen Live",
  listenLiveHint: "opens the live stream in a new tab",
  pause: "Pause slideshow",
  play: "Play slideshow",
  goTo: (n: number) => `Go to slide ${n}`,
  /** each slide's place, for screen readers */
  position: (n: number, total: number) => `${n} of ${total}`,
};
