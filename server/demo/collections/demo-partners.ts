import type { SeedItem } from "./seed-item.ts";

/** Demo collaborations with partner organisations. */
export const DEMO_PARTNERS: SeedItem[] = [
  {
    title: "Ward Budget Literacy Series",
    partner: "Kajiado Residents' Association Network",
    description: "Monthly sessions that walk residents through the county budget and how to submit views.",
    image_url: "/art/collab-budget-literacy",
    date: "2025-01-20",
    location: "Kajiado County",
    impact: "1,100 residents trained",
    status: "Active",
    sw: {
      title: "Mafunzo ya Kuelewa Bajeti Katika Wadi",
      partner: "Mtandao wa Vyama vya Wakazi wa Kajiado",
      description:
        "Vikao vya kila mwezi vinavyowaelekeza wakazi hatua kwa hatua kuhusu bajeti ya kaunti na jinsi ya kuwasilisha maoni yao.",
      location: "Kaunti ya Kajiado",
      impact: "Wakazi 1,100 wamepata mafunzo",
    },
  },
  {
    title: "Schools Civic Clubs Pilot",
    partner: "Machakos County Education Office",
    description: "Civic clubs in ten secondary schools, run by trained teachers with Uraia materials.",
    image_url: "/art/collab-school-clubs",
    date: "2024-05-06",
    location: "Machakos County",
    impact: "10 schools, 600 students",
    status: "Active",
    sw: {
      title: "Majaribio ya Klabu za Uraia Shuleni",
      partner: "Ofisi ya Elimu ya Kaunti ya Machakos",
      description:
        "Klabu za uraia katika shule kumi za upili, zinazoendeshwa na walimu waliopata mafunzo kwa nyenzo za Uraia.",
      location: "Kaunti ya Machakos",
      impact: "Shule 10, wanafunzi 600",
    },
  },
  {
    title: "Public Participation Edition I",
    partner: "Coalition of Nairobi Residents' Groups",
    description:
      "The first of our major public participation editions: forums in six sub-counties before the budget hearings.",
    image_url: "/art/collab-participation-one",
    date: "2023-04-15",
    location: "Nairobi",
    impact: "1,800 memoranda submitted",
    status: "Completed",
    sw: {
      title: "Ushiriki wa Umma: Awamu ya Kwanza",
      partner: "Muungano wa Vikundi vya Wakazi wa Nairobi",
      description:
        "Awamu ya kwanza ya kampeni zetu kuu za ushiriki wa umma: mikutano ya umma katika kaunti ndogo sita kabla ya vikao vya bajeti.",
      impact: "Hati 1,800 za maoni ziliwasilishwa",
    },
  },
  {
    title: "Public Participation Edition II",
    partner: "Coalition of Nairobi Residents' Groups",
    description: "A second edition that added sign-language interpretation and youth-led forums.",
    image_url: "/art/collab-participation-two",
    date: "2024-04-10",
    location: "Nairobi and Kiambu",
    impact: "2,300 participants",
    status: "Completed",
    sw: {
      title: "Ushiriki wa Umma: Awamu ya Pili",
      partner: "Muungano wa Vikundi vya Wakazi wa Nairobi",
      description: "Awamu ya pili, iliyoongeza ukalimani wa lugha ya ishara na mikutano inayoongozwa na vijana.",
      location: "Nairobi na Kiambu",
      impact: "Washiriki 2,300",
    },
  },
  {
    title: "Art in Heart Community Studios",
    partner: "Kibera Creative Collective",
    description: "Painting, spoken word and music workshops that open conversations on mental health.",
    image_url: "/art/collab-art-studios",
    date: "2024-09-02",
    location: "Kibera, Nairobi",
    impact: "350 participants",
    status: "Active",
    sw: {
      title: "Studio za Jamii za Art in Heart",
      description: "Warsha za uchoraji, ushairi wa kughani na muziki zinazofungua mazungumzo kuhusu afya ya akili.",
      impact: "Washiriki 350",
    },
  },
  {
    title: "Governance on the Airwaves",
    partner: "Mtaani FM Community Radio",
    description: "A weekly call-in show on devolution, budgets and service delivery in Kiswahili.",
    image_url: "/art/collab-radio",
    date: "2023-08-01",
    location: "Kitengela",
    impact: "40 episodes aired",
    status: "Completed",
    sw: {
      title: "Utawala Hewani",
      description:
        "Kipindi cha redio cha kila wiki kwa Kiswahili ambapo wasikilizaji hupiga simu kujadili ugatuzi, bajeti na utoaji wa huduma.",
      impact: "Vipindi 40 vilirushwa hewani",
    },
  },
  {
    title: "Women in Leadership Forums",
    partner: "Maendeleo Women's Savings Groups",
    description: "Forums that prepare women to stand for ward committees and school boards.",
    image_url: "/art/collab-women-leadership",
    date: "2024-11-12",
    location: "Kisumu County",
    impact: "120 women mentored",
    status: "Active",
    sw: {
      title: "Mabaraza ya Wanawake Katika Uongozi",
      description: "Mabaraza yanayowaandaa wanawake kugombea nafasi katika kamati za wadi na bodi za shule.",
      location: "Kaunti ya Kisumu",
      impact: "Wanawake 120 wamepata ushauri wa kiuongozi",
    },
  },
  {
    title: "Leadership Conference 2025",
    partner: "Kenya Youth Governance Forum",
    description:
      "Two days of talks, workshops and dialogue bringing together our clubs, partners and county officials.",
    image_url: "/art/collab-conference",
    date: "2025-03-01",
    location: "Nairobi",
    impact: "500+ delegates",
    status: "Completed",
    sw: {
      title: "Kongamano la Uongozi 2025",
      description:
        "Siku mbili za hotuba, warsha na midahalo zilizowaleta pamoja klabu zetu, washirika wetu na maafisa wa kaunti.",
      impact: "Zaidi ya wajumbe 500",
    },
  },
  {
    title: "Climate and Community Dialogues",
    partner: "Green Belt Youth Initiative",
    description: "Dialogues on county climate funds and how communities can shape local adaptation plans.",
    image_url: "/art/collab-climate",
    date: "2025-02-10",
    location: "Kwale and Kilifi",
    impact: "14 dialogues held",
    status: "Active",
    sw: {
      title: "Midahalo ya Jamii Kuhusu Tabianchi",
      description:
        "Midahalo kuhusu hazina za kaunti za mabadiliko ya tabianchi na jinsi jamii zinavyoweza kuchangia mipango ya eneo ya kukabiliana nayo.",
      location: "Kwale na Kilifi",
      impact: "Midahalo 14 imefanyika",
    },
  },
];
