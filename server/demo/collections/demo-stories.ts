import { MORE_DEMO_STORIES } from "./demo-stories-more.ts";
import type { SeedItem } from "./seed-item.ts";

/** Demo community stories. */
export const DEMO_STORIES: SeedItem[] = [
  {
    title: "How our ward got its footbridge back",
    excerpt:
      "When floods took the bridge, our children walked five extra kilometres to school. This is how 1,800 signatures and three budget hearings changed that.",
    author: "Joseph Mutua",
    location: "Kitengela",
    date: "2025-03-10",
    category: "Governance",
    image_url: "/art/story-footbridge",
    read_time: "6 min read",
    featured: true,
    sw: {
      title: "Jinsi wadi yetu ilivyorejeshewa daraja la waenda kwa miguu",
      excerpt:
        "Mafuriko yalipolisomba daraja, watoto wetu walitembea kilomita tano zaidi kwenda shule. Hivi ndivyo sahihi 1,800 na vikao vitatu vya bajeti vilivyobadilisha hali hiyo.",
      read_time: "Dakika 6 za kusoma",
    },
  },
  {
    title: "Painting my way back to my community",
    excerpt:
      "After losing my job I stopped going out. An Art in Heart studio gave me brushes, new friends and the courage to speak again.",
    author: "Mercy Achieng",
    location: "Kibera, Nairobi",
    date: "2025-02-26",
    category: "Arts & Wellbeing",
    image_url: "/art/story-painting",
    read_time: "5 min read",
    featured: true,
    sw: {
      title: "Jinsi uchoraji ulivyonirejesha katika jamii yangu",
      excerpt:
        "Baada ya kupoteza kazi niliacha kutoka nje. Studio ya Art in Heart ilinipa brashi, marafiki wapya na ujasiri wa kuzungumza tena.",
      read_time: "Dakika 5 za kusoma",
    },
  },
  {
    title: "The first youth seat on our planning committee",
    excerpt: "Our club attended every sitting for a year. Now one of us sits at the table.",
    author: "Faith Wambui",
    location: "Machakos",
    date: "2025-02-14",
    category: "Youth",
    image_url: "/art/story-youth-seat",
    read_time: "4 min read",
    featured: false,
    sw: {
      title: "Kiti cha kwanza cha vijana katika kamati yetu ya mipango",
      excerpt: "Klabu yetu ilihudhuria kila kikao kwa mwaka mzima. Sasa mmoja wetu ana kiti mezani.",
      read_time: "Dakika 4 za kusoma",
    },
  },
  {
    title: "Reading the budget with our chama",
    excerpt: "Twelve women, one county budget and a lot of tea: what we found and what we asked for.",
    author: "Grace Njoki",
    location: "Ngong",
    date: "2025-01-30",
    category: "Women",
    image_url: "/art/story-chama",
    read_time: "5 min read",
    featured: false,
    sw: {
      title: "Kusoma bajeti pamoja na chama chetu",
      excerpt: "Wanawake kumi na wawili, bajeti moja ya kaunti na chai nyingi: tulichogundua na tulichodai.",
      read_time: "Dakika 5 za kusoma",
    },
  },
  {
    title: "Trees, rain and the county climate fund",
    excerpt: "Our youth group learned that the county had a climate fund. We wrote a proposal, and it was funded.",
    author: "Hassan Omar",
    location: "Kwale",
    date: "2025-01-18",
    category: "Environment",
    image_url: "/art/story-climate",
    read_time: "4 min read",
    featured: false,
    sw: {
      title: "Miti, mvua na hazina ya kaunti ya mabadiliko ya tabianchi",
      excerpt:
        "Kikundi chetu cha vijana kiligundua kuwa kaunti ina hazina ya mabadiliko ya tabianchi. Tuliandika pendekezo, nalo likafadhiliwa.",
      read_time: "Dakika 4 za kusoma",
    },
  },
  {
    title: "Civics club, class of 2024",
    excerpt: "A teacher on what changed when her students started asking how the school bursary was allocated.",
    author: "Lucy Chebet",
    location: "Eldoret",
    date: "2024-12-05",
    category: "Education",
    image_url: "/art/story-civics-club",
    read_time: "3 min read",
    featured: false,
    sw: {
      title: "Klabu ya uraia: darasa la mwaka 2024",
      excerpt:
        "Mwalimu anaeleza kilichobadilika wanafunzi wake walipoanza kuuliza jinsi basari ya shule ilivyogawanywa.",
      read_time: "Dakika 3 za kusoma",
    },
  },
  {
    title: "Speaking at a public hearing for the first time",
    excerpt: "My hands shook, but I read our memorandum to the end. Two of our three requests are in the budget.",
    author: "Peter Kiptoo",
    location: "Kajiado",
    date: "2024-11-20",
    category: "Governance",
    image_url: "/art/story-hearing",
    read_time: "4 min read",
    featured: false,
    sw: {
      title: "Kuzungumza katika kikao cha umma kwa mara ya kwanza",
      excerpt:
        "Mikono yangu ilitetemeka, lakini niliisoma hati yetu ya maoni hadi mwisho. Mapendekezo yetu mawili kati ya matatu yamo katika bajeti.",
      read_time: "Dakika 4 za kusoma",
    },
  },
  {
    title: "Sign language at the county assembly",
    excerpt: "For years deaf residents could not follow hearings. A small campaign changed that in six months.",
    author: "Ann Moraa",
    location: "Nairobi",
    date: "2024-10-09",
    category: "Governance",
    image_url: "/art/story-sign-language",
    read_time: "5 min read",
    featured: false,
    sw: {
      title: "Lugha ya ishara katika bunge la kaunti",
      excerpt:
        "Kwa miaka mingi wakazi viziwi hawakuweza kufuatilia vikao. Kampeni ndogo ilibadilisha hali hiyo ndani ya miezi sita.",
      read_time: "Dakika 5 za kusoma",
    },
  },
  ...MORE_DEMO_STORIES,
];
