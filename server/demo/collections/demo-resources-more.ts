import type { SeedItem } from "./seed-item.ts";

/** The rest of the demo library, so its chips show the totals the page always named (32 in five categories). */
export const MORE_DEMO_RESOURCES: SeedItem[] = [
  {
    title: "Know your county: who does what",
    description: "Which services the county runs, which stay with the national government, and whom to ask about each.",
    type: "Guide",
    category: "Civic Education",
    downloads: 1130,
    date: "2025-03-04",
    image_url: "/art/resource-know-your-county",
    sw: {
      title: "Ijue kaunti yako: nani anafanya nini",
      description:
        "Huduma zinazotolewa na kaunti, zile zinazobaki kwa serikali ya kitaifa, na unayepaswa kumuuliza kuhusu kila moja.",
      type: "Mwongozo",
    },
  },
  {
    title: "Ushiriki wa Umma: mwongozo kwa wakazi",
    description: "The public participation guide in Kiswahili, with the same checklists and worked examples.",
    type: "Guide",
    category: "Civic Education",
    downloads: 820,
    date: "2025-02-20",
    image_url: "/art/resource-kiswahili-guide",
    sw: {
      title: "Ushiriki wa Umma: mwongozo kwa wakazi",
      description:
        "Mwongozo wa ushiriki wa umma kwa Kiswahili, wenye orodha hakiki na mifano ileile ya toleo la Kiingereza.",
      type: "Mwongozo",
    },
  },
  {
    title: "How a county bill becomes law",
    description: "A short explainer that follows one bill from its first reading to the governor's assent.",
    type: "Video",
    category: "Civic Education",
    downloads: 540,
    date: "2024-12-12",
    image_url: "/art/resource-county-bill-video",
    sw: {
      title: "Jinsi mswada wa kaunti unavyokuwa sheria",
      description:
        "Maelezo mafupi yanayofuatilia mswada mmoja tangu usomaji wake wa kwanza hadi gavana anapoutia sahihi.",
    },
  },
  {
    title: "Civic education lessons for secondary schools",
    description: "Twelve one-hour lessons on the Constitution, devolution and taking part, each with a class activity.",
    type: "Lesson Plans",
    category: "Civic Education",
    downloads: 960,
    date: "2024-10-07",
    image_url: "/art/resource-school-lessons",
    sw: {
      title: "Masomo ya elimu ya uraia kwa shule za upili",
      description:
        "Masomo kumi na mawili ya saa moja kila moja kuhusu Katiba, ugatuzi na ushiriki wa umma, kila somo likiwa na shughuli ya darasani.",
      type: "Maandalio ya masomo",
    },
  },
  {
    title: "First-time voter's handbook",
    description: "Registering, checking your details, finding your polling station and knowing your rights on the day.",
    type: "Guide",
    category: "Civic Education",
    downloads: 1510,
    date: "2024-06-18",
    image_url: "/art/resource-voter-handbook",
    sw: {
      title: "Kitabu cha mwongozo kwa mpiga kura wa mara ya kwanza",
      description:
        "Kujisajili, kuhakiki taarifa zako, kutafuta kituo chako cha kupigia kura na kujua haki zako siku ya uchaguzi.",
      type: "Mwongozo",
    },
  },
  {
    title: "Chapter Six in plain language",
    description:
      "What the Constitution asks of public officers on leadership and integrity, and how to raise a concern.",
    type: "Booklet",
    category: "Civic Education",
    downloads: 700,
    date: "2024-04-09",
    image_url: "/art/resource-chapter-six",
    sw: {
      title: "Sura ya Sita kwa lugha rahisi",
      description:
        "Yale ambayo Katiba inawataka maafisa wa umma kuhusu uongozi na uadilifu, na jinsi ya kuwasilisha malalamiko.",
      type: "Kijitabu",
    },
  },
  {
    title: "Understanding the County Integrated Development Plan",
    description: "What the five-year plan is, how it is prepared and where residents can add their ward's priorities.",
    type: "Guide",
    category: "Governance",
    downloads: 590,
    date: "2025-02-03",
    image_url: "/art/resource-cidp-guide",
    sw: {
      title: "Kuuelewa Mpango Jumuishi wa Maendeleo ya Kaunti",
      description:
        "Mpango huu wa miaka mitano ni nini, unaandaliwa vipi na wapi wakazi wanaweza kuwasilisha vipaumbele vya wadi yao.",
      type: "Mwongozo",
    },
  },
  {
    title: "Ward development funds: questions to ask",
    description: "How ward-level funds are allocated, and the records residents may ask to see.",
    type: "Policy Brief",
    category: "Governance",
    downloads: 420,
    date: "2024-11-25",
    image_url: "/art/resource-ward-funds",
    sw: {
      title: "Hazina za maendeleo ya wadi: maswali ya kuuliza",
      description: "Jinsi fedha za ngazi ya wadi zinavyogawanywa, na rekodi ambazo wakazi wanaweza kuomba kuziona.",
      type: "Muhtasari wa sera",
    },
  },
  {
    title: "Asking for public records",
    description: "Using the Access to Information Act to request records from a public office, with a sample letter.",
    type: "Guide",
    category: "Governance",
    downloads: 880,
    date: "2024-09-16",
    image_url: "/art/resource-records-request",
    sw: {
      title: "Kuomba rekodi za umma",
      description:
        "Kutumia Sheria ya Upatikanaji wa Habari kuomba rekodi kutoka kwa ofisi ya umma, pamoja na mfano wa barua.",
      type: "Mwongozo",
    },
  },
  {
    title: "County assembly committees explained",
    description: "What each committee oversees and how to send it a written submission.",
    type: "Fact Sheet",
    category: "Governance",
    downloads: 350,
    date: "2024-05-27",
    image_url: "/art/resource-assembly-committees",
    sw: {
      title: "Kamati za bunge la kaunti kwa ufupi",
      description: "Kila kamati inasimamia nini, na jinsi ya kuiwasilishia maoni kwa maandishi.",
      type: "Taarifa fupi",
    },
  },
  {
    title: "Reading the Auditor-General's county report",
    description: "Where to find the report, what its opinions mean and how residents can follow up on its findings.",
    type: "Guide",
    category: "Governance",
    downloads: 460,
    date: "2024-03-11",
    image_url: "/art/resource-audit-report",
    sw: {
      title: "Kusoma ripoti ya Mkaguzi Mkuu wa Hesabu kuhusu kaunti",
      description:
        "Mahali pa kupata ripoti hiyo, maana ya maoni yake ya ukaguzi na jinsi wakazi wanavyoweza kufuatilia matokeo yake.",
      type: "Mwongozo",
    },
  },
  {
    title: "Petitions to the county assembly",
    description: "How to draft, sign and present a petition, with a template and a checklist of what the clerk needs.",
    type: "Templates",
    category: "Advocacy",
    downloads: 990,
    date: "2025-01-28",
    image_url: "/art/resource-petitions",
    sw: {
      title: "Maombi kwa bunge la kaunti",
      description:
        "Jinsi ya kuandaa, kutia sahihi na kuwasilisha ombi, pamoja na kiolezo na orodha hakiki ya kile karani anachohitaji.",
      type: "Violezo",
    },
  },
  {
    title: "Planning a peaceful public campaign",
    description: "Setting one clear goal, mapping who decides, and keeping a campaign safe and within the law.",
    type: "Guide",
    category: "Advocacy",
    downloads: 640,
    date: "2024-12-16",
    image_url: "/art/resource-campaign-planning",
    sw: {
      title: "Kupanga kampeni ya umma ya amani",
      description:
        "Kuweka lengo moja lililo wazi, kubaini wanaofanya maamuzi, na kuhakikisha kampeni ni salama na inazingatia sheria.",
      type: "Mwongozo",
    },
  },
  {
    title: "Working with community radio",
    description:
      "Pitching a story, preparing for a call-in show and explaining a local issue in a few clear sentences.",
    type: "Guide",
    category: "Advocacy",
    downloads: 380,
    date: "2024-08-05",
    image_url: "/art/resource-community-radio",
    sw: {
      title: "Kufanya kazi na redio za jamii",
      description:
        "Kuwasilisha wazo la habari, kujiandaa kwa kipindi cha wasikilizaji kupiga simu na kueleza suala la eneo lako kwa sentensi chache zilizo wazi.",
      type: "Mwongozo",
    },
  },
  {
    title: "Social media for civic campaigns",
    description: "Sharing facts responsibly, answering rumours calmly and keeping your group's accounts secure.",
    type: "Guide",
    category: "Advocacy",
    downloads: 720,
    date: "2024-06-03",
    image_url: "/art/resource-social-media",
    sw: {
      title: "Mitandao ya kijamii katika kampeni za kiraia",
      description: "Kusambaza ukweli kwa uwajibikaji, kujibu uvumi kwa utulivu na kulinda akaunti za kikundi chako.",
      type: "Mwongozo",
    },
  },
  {
    title: "Advocacy stories from five counties",
    description:
      "Short accounts of residents' campaigns on water, lighting, roads and health, and what made them work.",
    type: "Case Studies",
    category: "Advocacy",
    downloads: 510,
    date: "2024-02-19",
    image_url: "/art/resource-advocacy-cases",
    sw: {
      title: "Simulizi za utetezi kutoka kaunti tano",
      description:
        "Masimulizi mafupi ya kampeni za wakazi kuhusu maji, taa, barabara na afya, na kilichozifanya zifanikiwe.",
      type: "Visa halisi",
    },
  },
  {
    title: "Youth participation survey 2024",
    description: "Answers from 1,200 young people on how they take part in county decisions and what keeps them away.",
    type: "Research Report",
    category: "Research",
    downloads: 430,
    date: "2025-02-24",
    image_url: "/art/resource-youth-survey",
    sw: {
      title: "Utafiti wa ushiriki wa vijana 2024",
      description:
        "Majibu ya vijana 1,200 kuhusu jinsi wanavyoshiriki katika maamuzi ya kaunti na kinachowazuia kushiriki.",
      type: "Ripoti ya utafiti",
    },
  },
  {
    title: "Women in county leadership: a baseline",
    description:
      "How many women sit in county assemblies and executives, with interviews on what helped them get there.",
    type: "Research Report",
    category: "Research",
    downloads: 370,
    date: "2024-11-04",
    image_url: "/art/resource-women-leadership",
    sw: {
      title: "Wanawake katika uongozi wa kaunti: utafiti wa msingi",
      description:
        "Idadi ya wanawake katika mabunge ya kaunti na kamati tendaji za kaunti, pamoja na mahojiano kuhusu kilichowawezesha kufika huko.",
      type: "Ripoti ya utafiti",
    },
  },
  {
    title: "Do county websites publish their budgets?",
    description: "Which budget documents counties put online, checked each month for a year.",
    type: "Data Brief",
    category: "Research",
    downloads: 290,
    date: "2024-07-22",
    image_url: "/art/resource-budget-transparency",
    sw: {
      title: "Je, tovuti za kaunti zinachapisha bajeti zao?",
      description: "Nyaraka za bajeti ambazo kaunti huweka mtandaoni, zilizokaguliwa kila mwezi kwa mwaka mzima.",
      type: "Muhtasari wa takwimu",
    },
  },
  {
    title: "Social audit toolkit",
    description:
      "Tools for checking a public project against its budget and plan, and a guide to the meeting that follows.",
    type: "Toolkit",
    category: "Toolkits",
    downloads: 680,
    date: "2025-03-12",
    image_url: "/art/resource-social-audit",
    sw: {
      title: "Zana za ukaguzi wa kijamii",
      description:
        "Nyenzo za kulinganisha mradi wa umma na bajeti na mpango wake, pamoja na mwongozo wa mkutano unaofuata.",
      type: "Kifurushi cha mafunzo",
    },
  },
  {
    title: "Facilitation cards for community meetings",
    description: "Printable cards with openers, ground rules and ways to make sure every voice in the room is heard.",
    type: "Toolkit",
    category: "Toolkits",
    downloads: 450,
    date: "2024-10-14",
    image_url: "/art/resource-facilitation-cards",
    sw: {
      title: "Kadi za uwezeshaji wa mikutano ya jamii",
      description:
        "Kadi za kuchapisha zenye njia za kufungua mazungumzo, kanuni za mkutano na mbinu za kuhakikisha kila sauti inasikika.",
      type: "Kifurushi cha mafunzo",
    },
  },
  {
    title: "Ward project tracker",
    description: "A ready-made spreadsheet for following a ward's projects from allocation to completion.",
    type: "Templates",
    category: "Toolkits",
    downloads: 560,
    date: "2024-04-29",
    image_url: "/art/resource-project-tracker",
    sw: {
      title: "Kifuatiliaji cha miradi ya wadi",
      description: "Lahajedwali iliyo tayari ya kufuatilia miradi ya wadi tangu fedha zinapotengwa hadi inapokamilika.",
      type: "Violezo",
    },
  },
];
