import type { SeedItem } from "./seed-item.ts";

/** Demo team: the leadership (portraits in artwork) and the advisory roles. */
export const DEMO_TEAM: SeedItem[] = [
  {
    group: "leadership",
    name: "Wanjiru Kamau",
    role: "Executive Director",
    bio: "A governance educator who began Uraia's first community dialogues in Kitengela and now leads our strategy, partnerships and policy work.",
    tags: ["Governance", "Strategy", "Public participation"],
    photo_url: "/art/team-executive-director",
    photo_alt: "Illustrated portrait for Wanjiru Kamau",
  },
  {
    group: "leadership",
    name: "Otieno Ouma",
    role: "Programmes Lead",
    bio: "Designs the civic education curriculum and trains the facilitators who run workshops and clubs from Kisumu to Kwale.",
    tags: ["Civic education", "Training", "Curriculum"],
    photo_url: "/art/team-programmes-lead",
    photo_alt: "Illustrated portrait for Otieno Ouma",
  },
  {
    group: "leadership",
    name: "Amina Abdi",
    role: "Community & Advocacy Coordinator",
    bio: "Works with county assemblies, residents' associations and youth groups so that community priorities reach budget hearings.",
    tags: ["Advocacy", "County budgets", "Youth"],
    photo_url: "/art/team-advocacy-coordinator",
    photo_alt: "Illustrated portrait for Amina Abdi",
  },
  {
    group: "leadership",
    name: "Kiprono Langat",
    role: "Media & Art in Heart Lead",
    bio: "Hosts our X Spaces conversations and curates Art in Heart, where poetry, music and painting open space for mental health.",
    tags: ["X Spaces", "Media", "Arts & wellbeing"],
    photo_url: "/art/team-media-lead",
    photo_alt: "Illustrated portrait for Kiprono Langat",
  },
  {
    group: "advisory",
    name: "Governance & Policy Adviser",
    bio: "Reviews our policy briefs and public participation submissions for accuracy and fairness.",
  },
  {
    group: "advisory",
    name: "Community Health & Wellbeing Adviser",
    bio: "Guides Art in Heart sessions so that conversations about mental health are safe and well referred.",
  },
  {
    group: "advisory",
    name: "Finance & Accountability Adviser",
    bio: "Oversees our accounts, audits and reporting to donors and the communities we work with.",
  },
];
