import { contactHref } from "../lib/links.ts";
import { contactSubjects } from "./contact.ts";
import type { CallToAction, HeroCopy, Highlight, PageMetaFields, Quote, StatItem, Story } from "./page-types.ts";

export const artInHeartPage = {
  meta: {
    title: "Art in Heart",
    description:
      "Art in Heart: Uraia's arts and mental-health initiative, where painting, poetry and music open safe conversations in Kenyan communities.",
    path: "/art-in-heart",
  } satisfies PageMetaFields,
  hero: {
    eyebrow: "Art in Heart",
    title: "Creativity that heals, voices that matter",
    intro:
      "Workshops where people paint, write and perform together, and find it a little easier to talk about what weighs on them.",
  } satisfies HeroCopy,
  about: {
    title: "Why art, why mental health",
    paragraphs: [
      "Stress, grief and hopelessness keep many people away from community life. Art in Heart gives them a safe, creative way back in.",
      "Each session is led by an artist and a trained peer supporter. Nobody has to be 'good at art'; everybody leaves with something they made and someone they met.",
    ],
    image: "art-in-heart-studio",
    imageAlt: "Illustration of colourful brush strokes forming a heart",
  } satisfies Story,
  activitiesTitle: "What happens in a session",
  activities: [
    {
      icon: "palette",
      title: "Painting and drawing",
      description: "Guided exercises that turn feelings into colour and shape.",
    },
    {
      icon: "mic",
      title: "Spoken word and music",
      description: "Writing and performing together, from first lines to an open mic.",
    },
    {
      icon: "chat",
      title: "Peer support circles",
      description: "Small, confidential conversations with a trained peer supporter.",
    },
    {
      icon: "heart",
      title: "Referral to care",
      description: "A link to counsellors and health services for anyone who needs more support.",
    },
  ] satisfies Highlight[],
  impactTitle: "Art in Heart so far",
  impact: [
    { value: "350+", label: "Participants" },
    { value: "40+", label: "Workshops" },
    { value: "6", label: "Community studios" },
    { value: "3", label: "Exhibitions" },
  ] satisfies StatItem[],
  voicesTitle: "Voices from the studio",
  voices: [
    {
      quote: "I came to paint and stayed to talk. It was the first time in months I said out loud how tired I was.",
      name: "Mercy",
      role: "Participant, Kibera studio",
    },
    {
      quote: "Poetry gave our youth group words for things we had never discussed: loss, pressure, hope.",
      name: "Brian",
      role: "Youth leader, Kitengela",
    },
    {
      quote: "The exhibition showed the county that mental health is a community matter, not a private shame.",
      name: "Njeri",
      role: "Peer supporter",
    },
  ] satisfies Quote[],
  cta: {
    title: "Bring Art in Heart to your community",
    text: "A workshop for 20 people costs about KSh 2,500 per person for materials, facilitation and follow-up support.",
    actions: [
      { label: "Fund a workshop", href: "/donate" },
      { label: "Host a session", href: contactHref(contactSubjects.hostArtInHeart) },
    ],
  } satisfies CallToAction,
};
