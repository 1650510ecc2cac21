import type { DemoTranslation } from "./demo-translation.ts";

/** Original demo publications; each gets a small generated PDF (./demo-pdf.ts) and a Kiswahili version. */
export type DemoPublication = {
  title: string;
  type: string;
  description: string;
  featured: boolean;
  published_at: string;
  read_time: string;
  /** one entry per page after the cover: a heading and its paragraphs */
  sections: Array<{ heading: string; paragraphs: string[] }>;
  /** its Kiswahili version (./demo-translation.ts) */
  sw?: DemoTranslation;
};

export const DEMO_PUBLICATIONS: DemoPublication[] = [
  {
    title: "Leadership Conference 2025 Report",
    type: "Conference Report",
    description: "Proceedings and recommendations from two days of dialogue on accountable institutions in Kenya.",
    featured: true,
    published_at: "2025-04-10T09:00:00+03:00",
    read_time: "8 min",
    sections: [
      {
        heading: "Summary",
        paragraphs: [
          "Over 500 participants from county governments, civil society and youth networks met to discuss how public institutions earn and keep the trust of citizens.",
          "Participants agreed that openness about budgets and procurement is the single most important step counties can take.",
        ],
      },
      {
        heading: "Recommendations",
        paragraphs: [
          "1. Publish ward-level budget summaries in plain language every financial year.",
          "2. Give citizens at least 14 days' notice of every public participation forum.",
          "3. Reserve seats for young people on county project oversight committees.",
        ],
      },
    ],
    sw: {
      title: "Ripoti ya Kongamano la Uongozi 2025",
      description: "Kumbukumbu na mapendekezo ya siku mbili za mdahalo kuhusu taasisi zinazowajibika nchini Kenya.",
      read_time: "Dakika 8",
    },
  },
  {
    title: "Youth and County Budgets: A Baseline Study",
    type: "Research Report",
    description:
      "How young people in Kajiado and Machakos understand, follow and take part in county budget processes.",
    featured: false,
    published_at: "2025-06-30T09:00:00+03:00",
    read_time: "12 min",
    sections: [
      {
        heading: "Method",
        paragraphs: [
          "We surveyed 640 people aged 18 to 35 and held twelve focus groups in urban and rural wards.",
          "Questions covered awareness of the budget calendar, past participation and barriers to taking part.",
        ],
      },
      {
        heading: "Findings",
        paragraphs: [
          "Only one in five respondents knew when their county's budget hearings take place.",
          "The most common barriers were short notice, venue distance and documents written in technical language.",
        ],
      },
      {
        heading: "Next steps",
        paragraphs: [
          "The findings shape our budget literacy clinics and a plain-language guide to the county budget cycle.",
        ],
      },
    ],
    sw: {
      title: "Vijana na Bajeti za Kaunti: Utafiti wa Msingi",
      description:
        "Jinsi vijana wa Kajiado na Machakos wanavyoelewa, kufuatilia na kushiriki katika mchakato wa bajeti ya kaunti.",
      read_time: "Dakika 12",
    },
  },
  {
    title: "Policy Brief: Making Public Participation Meaningful",
    type: "Policy Brief",
    description: "Our position on the proposed Public Participation Bill, with five practical amendments.",
    featured: false,
    published_at: "2025-05-12T09:00:00+03:00",
    read_time: "5 min",
    sections: [
      {
        heading: "Why it matters",
        paragraphs: [
          "Public participation is a national value under the Constitution, yet many forums are announced late and held far from the people they affect.",
        ],
      },
      {
        heading: "Proposed amendments",
        paragraphs: [
          "Set a minimum notice period of 14 days. Require documents in Kiswahili and English. Hold forums at ward level. Publish a feedback report within 30 days. Provide for people with disabilities at every forum.",
        ],
      },
    ],
    sw: {
      title: "Muhtasari wa Sera: Kuufanya Ushiriki wa Umma Uwe wa Maana",
      description:
        "Msimamo wetu kuhusu Mswada wa Ushiriki wa Umma unaopendekezwa, pamoja na marekebisho matano yanayotekelezeka.",
      read_time: "Dakika 5",
    },
  },
  {
    title: "Art in Heart Impact Report 2024",
    type: "Impact Report",
    description: "What a year of creative workshops and peer listening circles meant for young people's wellbeing.",
    featured: false,
    published_at: "2025-02-14T09:00:00+03:00",
    read_time: "6 min",
    sections: [
      {
        heading: "The year in numbers",
        paragraphs: [
          "Four cohorts, 210 participants, 48 studio sessions and two public exhibitions.",
          "Eight in ten participants said they felt more able to talk about their feelings after the programme.",
        ],
      },
      {
        heading: "Voices",
        paragraphs: [
          '"The listening circle was the first place I said out loud what I had been carrying." — a participant, 2024 cohort',
        ],
      },
    ],
    sw: {
      title: "Ripoti ya Matokeo ya Art in Heart 2024",
      description: "Jinsi mwaka mmoja wa warsha za sanaa na duara za kusikilizana ulivyochangia ustawi wa vijana.",
      read_time: "Dakika 6",
    },
  },
];
