import type { SeedItem } from "./seed-item.ts";

/**
 * Demo albums: three events, their days (sets) of photos in generated artwork, each with alt text.
 * Their Kiswahili versions translate the title, place and description, the sets' names and
 * every photo's alt text (decision 0077).
 */

/** A set's photos in English, or their Kiswahili alt texts keyed by address. */
type Scenes = { album: string; count: number };

function photos({ album, count }: Scenes, event: string, day: string, scenes: string[]) {
  return Array.from({ length: count }, (_, i) => ({
    url: `/art/${album}-${i + 1}`,
    alt: `${event}, ${day}: ${scenes[i % scenes.length]} (photo ${i + 1} of ${count})`,
  }));
}

function altTexts({ album, count }: Scenes, event: string, day: string, scenes: string[]) {
  return Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `/art/${album}-${i + 1}`,
      { alt: `${event}, ${day}: ${scenes[i % scenes.length]} (picha ya ${i + 1} kati ya ${count})` },
    ]),
  );
}

const day1 = { album: "gallery-conference-2025-day-1", count: 30 };
const day2 = { album: "gallery-conference-2025-day-2", count: 15 };
const launch = { album: "gallery-soft-launch-2023", count: 8 };
const hall2024 = { album: "gallery-conference-2024", count: 8 };

const conference2025 = "Leadership Conference 2025";
const softLaunch = "Uraia Soft Launch";
const conference2024 = "Civic Leadership Conference 2024";
const kongamano2025 = "Kongamano la Uongozi 2025";
const uzinduzi = "Uzinduzi wa Awali wa Uraia";
const kongamano2024 = "Kongamano la Uongozi wa Kiraia 2024";

export const DEMO_ALBUMS: SeedItem[] = [
  {
    title: conference2025,
    date: "2025-03-03",
    location: "Kitengela, Kajiado County",
    description:
      "Two days of dialogue on accountable institutions with county officials, youth leaders, civil society and citizens.",
    cover_url: "/art/gallery-conference-2025-day-1-1",
    sets: [
      {
        name: "Day 1",
        photos: photos(day1, conference2025, "Day 1", [
          "delegates arriving for registration",
          "the opening plenary",
          "a keynote on public trust",
          "youth leaders on the panel",
          "questions from the floor",
          "a break-out group on county budgets",
          "volunteers at the information desk",
          "a tea-break conversation",
          "the afternoon session",
          "participants sharing commitments",
        ]),
      },
      {
        name: "Day 2",
        photos: photos(day2, conference2025, "Day 2", [
          "the morning recap",
          "a workshop on public participation",
          "a panel of women leaders",
          "drafting the recommendations",
          "the closing ceremony",
        ]),
      },
    ],
    sw: {
      title: kongamano2025,
      location: "Kitengela, Kaunti ya Kajiado",
      description:
        "Siku mbili za mdahalo kuhusu taasisi zinazowajibika, zilizowaleta pamoja maafisa wa kaunti, viongozi wa vijana, mashirika ya kiraia na raia.",
      sets: {
        names: { "Day 1": "Siku ya 1", "Day 2": "Siku ya 2" },
        photos: {
          ...altTexts(day1, kongamano2025, "Siku ya 1", [
            "wajumbe wakiwasili kujisajili",
            "kikao cha ufunguzi",
            "hotuba kuu kuhusu imani ya umma",
            "viongozi wa vijana kwenye jopo",
            "maswali kutoka kwa washiriki",
            "kikundi kidogo kuhusu bajeti za kaunti",
            "wajitolea kwenye meza ya maelezo",
            "mazungumzo wakati wa mapumziko ya chai",
            "kikao cha mchana",
            "washiriki wakieleza ahadi zao",
          ]),
          ...altTexts(day2, kongamano2025, "Siku ya 2", [
            "muhtasari wa asubuhi",
            "warsha kuhusu ushiriki wa umma",
            "jopo la viongozi wanawake",
            "kuandaa mapendekezo",
            "hafla ya kufunga",
          ]),
        },
      },
    },
  },
  {
    title: softLaunch,
    date: "2023-11-18",
    location: "Kitengela, Kajiado County",
    description: "The evening we introduced Uraia to neighbours, partners and the first group of volunteers.",
    cover_url: "/art/gallery-soft-launch-2023-1",
    sets: [
      {
        name: "All",
        photos: photos(launch, softLaunch, "All", [
          "guests arriving",
          "the founders' welcome",
          "a spoken-word performance",
          "volunteers signing up",
        ]),
      },
    ],
    sw: {
      title: uzinduzi,
      location: "Kitengela, Kaunti ya Kajiado",
      description: "Jioni ambayo tuliitambulisha Uraia kwa majirani, washirika na kundi letu la kwanza la wajitolea.",
      sets: {
        names: { All: "Zote" },
        photos: altTexts(launch, uzinduzi, "Zote", [
          "wageni wakiwasili",
          "makaribisho ya waanzilishi",
          "onyesho la ushairi",
          "wajitolea wakijiandikisha",
        ]),
      },
    },
  },
  {
    title: conference2024,
    date: "2024-03-03",
    location: "Nairobi",
    description: "A one-day gathering of community leaders on devolution, budgets and the voice of young people.",
    cover_url: "/art/gallery-conference-2024-1",
    sets: [
      {
        name: "All",
        photos: photos(hall2024, conference2024, "All", [
          "the main hall",
          "a panel on devolution",
          "group work on ward priorities",
          "the closing photo",
        ]),
      },
    ],
    sw: {
      title: kongamano2024,
      description: "Mkutano wa siku moja wa viongozi wa jamii kuhusu ugatuzi, bajeti na sauti ya vijana.",
      sets: {
        names: { All: "Zote" },
        photos: altTexts(hall2024, kongamano2024, "Zote", [
          "ukumbi mkuu",
          "jopo kuhusu ugatuzi",
          "kazi za vikundi kuhusu vipaumbele vya wadi",
          "picha ya pamoja ya kufunga",
        ]),
      },
    },
  },
];
