import type { ArtworkName } from "../../shared/artwork/artwork.ts";
import type { FigureSource } from "../../shared/site-settings.ts";
import type { CallToAction, HeroCopy, PageMetaFields } from "./page-types.ts";

export type ImpactStory = { title: string; place: string; description: string; outcome: string; image: ArtworkName };

export const communityImpactPage = {
  meta: {
    title: "Community Impact",
    description:
      "The difference civic education makes: Uraia's impact in numbers and stories of communities that changed local decisions.",
    path: "/community-impact",
  } satisfies PageMetaFields,
  hero: {
    eyebrow: "Community Impact",
    title: "What changes when people take part",
    intro: "Numbers tell part of the story. The rest is told by the communities who used what they learned.",
  } satisfies HeroCopy,
  numbersTitle: "Our impact in numbers",
  numbers: [
    { figure: "impact_people_reached", label: "Lives touched" },
    { figure: "impact_dialogues", label: "Dialogues and X Spaces sessions" },
    { value: "25+", label: "Partner communities" },
    { figure: "impact_counties", label: "Counties reached" },
  ] satisfies FigureSource[],
  storiesTitle: "Stories of change",
  storiesIntro: "A few of the places where a conversation turned into a decision.",
  stories: [
    {
      title: "A footbridge back in the budget",
      place: "Kitengela, Kajiado County",
      description:
        "After three dialogues on the county budget, residents wrote a joint memorandum and presented it at the public hearing.",
      outcome: "The footbridge over the seasonal river was restored to the ward development plan.",
      image: "impact-footbridge",
    },
    {
      title: "Young people at the planning table",
      place: "Machakos Town",
      description:
        "Community Club members trained in public participation attended every sitting of the ward planning committee.",
      outcome: "Two youth representatives now sit on the committee.",
      image: "impact-youth-planning",
    },
    {
      title: "Healing through art",
      place: "Kibera, Nairobi",
      description: "An Art in Heart series gave young mothers a space to paint, write and talk about stress and grief.",
      outcome: "Forty participants were connected to a community counselling group.",
      image: "impact-art-healing",
    },
  ] satisfies ImpactStory[],
  cta: {
    title: "Help write the next story",
    text: "Bring a dialogue, a club or an Art in Heart session to your community.",
    actions: [
      { label: "Start a Community Club", href: "/community-club" },
      { label: "Donate", href: "/donate" },
    ],
  } satisfies CallToAction,
};
