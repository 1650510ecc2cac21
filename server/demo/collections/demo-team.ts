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
    sw: {
      name: "Wanjiru Kamau",
      role: "Mkurugenzi Mtendaji",
      bio: "Mwalimu wa masuala ya utawala aliyeanzisha midahalo ya kwanza ya jamii ya Uraia mjini Kitengela, na sasa anaongoza mikakati, ushirikiano na kazi zetu za sera.",
      tags: ["Utawala", "Mikakati", "Ushiriki wa umma"],
      photo_alt: "Picha ya kuchorwa ya Wanjiru Kamau",
    },
  },
  {
    group: "leadership",
    name: "Otieno Ouma",
    role: "Programmes Lead",
    bio: "Designs the civic education curriculum and trains the facilitators who run workshops and clubs from Kisumu to Kwale.",
    tags: ["Civic education", "Training", "Curriculum"],
    photo_url: "/art/team-programmes-lead",
    photo_alt: "Illustrated portrait for Otieno Ouma",
    sw: {
      name: "Otieno Ouma",
      role: "Kiongozi wa Programu",
      bio: "Huandaa mtaala wa elimu ya uraia na kuwapa mafunzo wawezeshaji wanaoendesha warsha na klabu kuanzia Kisumu hadi Kwale.",
      tags: ["Elimu ya uraia", "Mafunzo", "Mtaala"],
      photo_alt: "Picha ya kuchorwa ya Otieno Ouma",
    },
  },
  {
    group: "leadership",
    name: "Amina Abdi",
    role: "Community & Advocacy Coordinator",
    bio: "Works with county assemblies, residents' associations and youth groups so that community priorities reach budget hearings.",
    tags: ["Advocacy", "County budgets", "Youth"],
    photo_url: "/art/team-advocacy-coordinator",
    photo_alt: "Illustrated portrait for Amina Abdi",
    sw: {
      name: "Amina Abdi",
      role: "Mratibu wa Jamii na Utetezi",
      bio: "Hushirikiana na mabunge ya kaunti, vyama vya wakazi na vikundi vya vijana ili vipaumbele vya jamii vifikishwe katika vikao vya bajeti.",
      tags: ["Utetezi", "Bajeti za kaunti", "Vijana"],
      photo_alt: "Picha ya kuchorwa ya Amina Abdi",
    },
  },
  {
    group: "leadership",
    name: "Kiprono Langat",
    role: "Media & Art in Heart Lead",
    bio: "Hosts our X Spaces conversations and curates Art in Heart, where poetry, music and painting open space for mental health.",
    tags: ["X Spaces", "Media", "Arts & wellbeing"],
    photo_url: "/art/team-media-lead",
    photo_alt: "Illustrated portrait for Kiprono Langat",
    sw: {
      name: "Kiprono Langat",
      role: "Kiongozi wa Vyombo vya Habari na Art in Heart",
      bio: "Huendesha mazungumzo yetu ya X Spaces na kusimamia Art in Heart, ambapo ushairi, muziki na uchoraji hufungua nafasi ya kuzungumzia afya ya akili.",
      tags: ["X Spaces", "Vyombo vya habari", "Sanaa na ustawi"],
      photo_alt: "Picha ya kuchorwa ya Kiprono Langat",
    },
  },
  {
    group: "advisory",
    name: "Governance & Policy Adviser",
    bio: "Reviews our policy briefs and public participation submissions for accuracy and fairness.",
    sw: {
      name: "Mshauri wa Utawala na Sera",
      bio: "Hukagua muhtasari wetu wa sera na maoni tunayowasilisha katika ushiriki wa umma ili yawe sahihi na ya haki.",
    },
  },
  {
    group: "advisory",
    name: "Community Health & Wellbeing Adviser",
    bio: "Guides Art in Heart sessions so that conversations about mental health are safe and well referred.",
    sw: {
      name: "Mshauri wa Afya na Ustawi wa Jamii",
      bio: "Huongoza vikao vya Art in Heart ili mazungumzo kuhusu afya ya akili yafanyike kwa usalama, na wanaohitaji msaada zaidi waelekezwe ipasavyo.",
    },
  },
  {
    group: "advisory",
    name: "Finance & Accountability Adviser",
    bio: "Oversees our accounts, audits and reporting to donors and the communities we work with.",
    sw: {
      name: "Mshauri wa Fedha na Uwajibikaji",
      bio: "Husimamia hesabu zetu, ukaguzi wa hesabu na ripoti tunazowasilisha kwa wafadhili na kwa jamii tunazofanya kazi nazo.",
    },
  },
];
