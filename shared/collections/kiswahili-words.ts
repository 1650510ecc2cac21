import { FIXED_CHOICE_NAMES_SW } from "../list-names.ts";
import type { CollectionName } from "./index.ts";

/**
 * The collections in Kiswahili (decisions 0072 and 0075; words from
 * docs/kiswahili-glossary.md), the one source for the admin's screens
 * (app/content/sw/admin-field-words.ts, admin-collection-names.ts) and the
 * server's Kiswahili error texts: the field labels and hints and the choices'
 * names, keyed by their English text in the definitions, and each collection's names.
 */
export type Words = Readonly<Record<string, string>>;

export const SW_FIELD_WORDS: Words = {
  // Labels
  Attendance: "Mahudhurio",
  Author: "Mwandishi",
  Bio: "Wasifu",
  Category: "Kategoria",
  "Closes at": "Inafungwa",
  Cover: "Picha ya jalada",
  Date: "Tarehe",
  Department: "Idara",
  Description: "Maelezo",
  Duration: "Muda",
  "Ends at": "Inaisha",
  Excerpt: "Muhtasari",
  Experience: "Uzoefu",
  Featured: "Iliyoangaziwa",
  File: "Faili",
  Group: "Kundi",
  "Image description": "Maelezo ya picha",
  Image: "Picha",
  Impact: "Matokeo",
  Kind: "Aina",
  Link: "Kiungo",
  Location: "Mahali",
  Name: "Jina",
  "Online link": "Kiungo cha mtandaoni",
  "Original price (KSh)": "Bei ya awali (KSh)",
  Page: "Ukurasa",
  Participants: "Washiriki",
  Partner: "Mshirika",
  "Photo alt text": "Maelezo ya picha",
  Photo: "Picha",
  Places: "Nafasi za usajili",
  "Price (KSh)": "Bei (KSh)",
  Rating: "Ukadiriaji",
  "Read time": "Muda wa kusoma",
  "Registration open": "Usajili uko wazi",
  Reviews: "Maoni",
  Role: "Wadhifa",
  Salary: "Mshahara",
  Schedule: "Ratiba",
  Sets: "Seti",
  "Skills or requirements": "Ujuzi au mahitaji",
  "Started on": "Ilianza",
  "Starts at": "Inaanza",
  Status: "Hali",
  Tags: "Lebo",
  "Time commitment": "Muda unaohitajika",
  Title: "Kichwa",
  Type: "Aina",
  Urgent: "Ya haraka",
  Workplace: "Mahali pa kazi",
  // Hints
  "An address elsewhere, such as a report or a recording; opens in a new tab":
    "Anwani ya mahali pengine, kama ripoti au rekodi; hufunguka kwenye kichupo kipya",
  "For example: 1,200 residents reached": "Kwa mfano: wakazi 1,200 walifikiwa",
  "For example: 4 min read": "Kwa mfano: dakika 4 za kusoma",
  "For example: 40 participants": "Kwa mfano: washiriki 40",
  "For example: Guide, Toolkit, Research Report": "Kwa mfano: Mwongozo, Kifurushi cha mafunzo, Ripoti ya utafiti",
  "For example: Open for registration": "Kwa mfano: Usajili uko wazi",
  "For online and mixed events: where people join": "Kwa matukio ya mtandaoni na mseto: mahali watu wanapojiunga",
  "From 0 to 5, such as 4.6": "Kuanzia 0 hadi 5, kama 4.6",
  "How many reviews the rating comes from; with none the card shows no stars":
    "Idadi ya maoni ambayo ukadiriaji unatokana nayo; bila maoni kadi haionyeshi nyota",
  "Leave empty to keep it open until you remove it": "Iache wazi ili ibaki wazi hadi uiondoe",
  "One per line": "Kimoja kwa kila mstari",
  "Only for a sale: the price before it, shown struck through with a Sale badge":
    "Kwa punguzo tu: bei ya awali, huonyeshwa ikiwa imekatwa mstari pamoja na alama ya Punguzo",
  "Optional: registration closes once this many people have registered":
    "Si lazima: usajili hufungwa idadi hii ya watu ikishajisajili",
  "Optional; an event without an end counts as past the day after it starts":
    "Si lazima; tukio lisilo na mwisho huhesabiwa kuwa limepita siku moja baada ya kuanza",
  "Or a page of this site, such as /publications": "Au ukurasa wa tovuti hii, kama /publications",
  "Pick a cover among the photos; without one the first photo is the cover":
    "Chagua picha ya jalada miongoni mwa picha; bila hiyo picha ya kwanza ndiyo jalada",
  "Postponed or cancelled events stay listed with that note":
    "Matukio yaliyoahirishwa au kughairiwa hubaki kwenye orodha pamoja na taarifa hiyo",
  "Remote: from anywhere in Kenya; hybrid: partly at the location":
    "Kwa mbali: kutoka popote nchini Kenya; mseto: sehemu ya muda mahali pa kazi",
  "Required with a photo: say who is pictured and how":
    "Inahitajika pamoja na picha: eleza aliye kwenye picha na jinsi alivyo",
  "The venue and town, such as Kitengela Community Hall, Kitengela":
    "Ukumbi na mji, kama Kitengela Community Hall, Kitengela",
  "What the image shows, for people who cannot see it": "Picha inaonyesha nini, kwa ajili ya wasioweza kuiona",
  "Without one the card shows artwork for its category": "Bila picha, kadi huonyesha mchoro wa kategoria yake",
  "Without one the card shows artwork for its type": "Bila picha, kadi huonyesha mchoro wa aina yake",
};

export const SW_OPTION_WORDS: Words = {
  // Events
  "Community dialogue · on /community-dialogues": "Mdahalo wa jamii · kwenye /community-dialogues",
  "Civic education session · on /civic-education": "Kipindi cha elimu ya uraia · kwenye /civic-education",
  "Grassroots action · on /grassroots-advocacy": "Hatua ya mashinani · kwenye /grassroots-advocacy",
  "Community club event · on /community-club": "Tukio la klabu ya jamii · kwenye /community-club",
  "Programme event · on /programs": "Tukio la programu · kwenye /programs",
  "in-person": "ana kwa ana",
  online: "mtandaoni",
  mixed: "mseto",
  scheduled: "kama ilivyopangwa",
  postponed: "limeahirishwa",
  rescheduled: "limepangwa upya",
  cancelled: "limeghairiwa",
  // Categories and the Media Hub: the fixed lists, named as the public pages name them (decision 0076)
  ...FIXED_CHOICE_NAMES_SW,
  // Openings
  volunteer: "kujitolea",
  internship: "mafunzo kazini",
  job: "kazi",
  "on-site": "mahali pa kazi",
  remote: "kwa mbali",
  hybrid: "mseto",
  // Team
  leadership: "uongozi",
  advisory: "ushauri",
};

/**
 * What staff usually type into a free-text field shown in the lists (a resource's type), as the
 * Kiswahili admin shows it; a value typed otherwise is shown as typed. The item's own Kiswahili
 * version says what the public /sw pages show.
 */
export const SW_VALUE_WORDS: Words = {
  Booklet: "Kijitabu",
  "Case Studies": "Visa halisi",
  "Data Brief": "Muhtasari wa takwimu",
  "Fact Sheet": "Taarifa fupi",
  Guide: "Mwongozo",
  "Lesson Plans": "Maandalio ya masomo",
  "Policy Brief": "Muhtasari wa sera",
  Report: "Ripoti",
  "Research Report": "Ripoti ya utafiti",
  Template: "Kiolezo",
  Templates: "Violezo",
  Toolkit: "Kifurushi cha mafunzo",
  Video: "Video",
};

export const SW_COLLECTION_NAMES: Record<CollectionName, { label: string; singular: string }> = {
  openings: { label: "Nafasi", singular: "Nafasi" },
  events: { label: "Matukio", singular: "Tukio" },
  albums: { label: "Albamu za picha", singular: "Albamu" },
  resources: { label: "Nyenzo", singular: "Nyenzo" },
  team: { label: "Timu", singular: "Mwanatimu" },
  partners: { label: "Washirika", singular: "Ushirikiano" },
  stories: { label: "Simulizi", singular: "Simulizi" },
  media: { label: "Vyombo vya habari", singular: "Taarifa ya vyombo vya habari" },
  products: { label: "Bidhaa za duka", singular: "Bidhaa" },
};
