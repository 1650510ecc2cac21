import type { SeedItem } from "./seed-item.ts";

/** The rest of the demo stories, so the chips show the totals the page always named (24 in six categories). */
export const MORE_DEMO_STORIES: SeedItem[] = [
  {
    title: "The clinic that opens on Saturdays",
    excerpt:
      "Our scorecard showed mothers queueing from dawn on weekdays. The health committee listened, and the clinic now opens on Saturday mornings.",
    author: "Samuel Kilonzo",
    location: "Mwingi",
    date: "2025-03-01",
    category: "Governance",
    image_url: "/art/story-weekend-clinic",
    read_time: "5 min read",
    sw: {
      title: "Zahanati inayofunguliwa Jumamosi",
      excerpt:
        "Kadi yetu ya tathmini ilionyesha akina mama wakipanga foleni tangu alfajiri siku za kazi. Kamati ya afya ilisikiliza, na sasa zahanati inafunguliwa Jumamosi asubuhi.",
      read_time: "Dakika 5 za kusoma",
    },
  },
  {
    title: "Where do the market fees go?",
    excerpt:
      "We asked for the market's revenue records. The answer led to new toilets, lights and a cleaner drainage line.",
    author: "Beatrice Anyango",
    location: "Kakamega",
    date: "2024-08-22",
    category: "Governance",
    image_url: "/art/story-market-fees",
    read_time: "4 min read",
    sw: {
      title: "Ada za soko zinakwenda wapi?",
      excerpt:
        "Tuliomba kuona rekodi za mapato ya soko. Jibu tulilopata lilileta vyoo vipya, taa na mtaro safi wa maji taka.",
      read_time: "Dakika 4 za kusoma",
    },
  },
  {
    title: "A budget hearing in our own language",
    excerpt:
      "When the hearing moved to the ward and was held in Kalenjin and Kiswahili, three times as many people came.",
    author: "Daniel Kibet",
    location: "Bomet",
    date: "2024-05-16",
    category: "Governance",
    image_url: "/art/story-local-language",
    read_time: "4 min read",
    sw: {
      title: "Kikao cha bajeti kwa lugha yetu wenyewe",
      excerpt:
        "Kikao kilipohamishiwa wadini na kuendeshwa kwa Kikalenjin na Kiswahili, idadi ya waliohudhuria iliongezeka mara tatu.",
      read_time: "Dakika 4 za kusoma",
    },
  },
  {
    title: "From an X Space to the assembly gallery",
    excerpt:
      "Three of us met in an online civic discussion. A month later we watched our first assembly sitting together.",
    author: "Brian Otieno",
    location: "Kisumu",
    date: "2025-02-07",
    category: "Youth",
    image_url: "/art/story-x-space",
    read_time: "4 min read",
    sw: {
      title: "Kutoka X Space hadi kwenye roshani ya bunge",
      excerpt:
        "Watatu kati yetu tulikutana katika mjadala wa uraia mtandaoni. Mwezi mmoja baadaye tulitazama pamoja kikao chetu cha kwanza cha bunge la kaunti.",
      read_time: "Dakika 4 za kusoma",
    },
  },
  {
    title: "Our club's first memorandum",
    excerpt:
      "Form three students wrote to the county about a dangerous road crossing near school. A footpath and a bump followed.",
    author: "Naomi Wanjiru",
    location: "Nyeri",
    date: "2024-09-26",
    category: "Youth",
    image_url: "/art/story-club-memorandum",
    read_time: "3 min read",
    sw: {
      title: "Hati ya kwanza ya maoni ya klabu yetu",
      excerpt:
        "Wanafunzi wa kidato cha tatu waliiandikia kaunti kuhusu kivuko hatari cha barabara karibu na shule. Njia ya waenda kwa miguu na tuta la kupunguza kasi vikajengwa.",
      read_time: "Dakika 3 za kusoma",
    },
  },
  {
    title: "Forty classmates, forty voter cards",
    excerpt:
      "We turned eighteen in the same year. This is how we helped our whole class register and check their details.",
    author: "Kevin Mwangi",
    location: "Murang'a",
    date: "2024-06-12",
    category: "Youth",
    image_url: "/art/story-voter-cards",
    read_time: "3 min read",
    sw: {
      title: "Wanafunzi arobaini, kadi arobaini za mpiga kura",
      excerpt:
        "Sote tulitimiza miaka kumi na minane mwaka mmoja. Hivi ndivyo tulivyosaidia darasa letu zima kujisajili kama wapiga kura na kuhakiki taarifa zao.",
      read_time: "Dakika 3 za kusoma",
    },
  },
  {
    title: "A youth fund everyone could see",
    excerpt:
      "The ward's youth groups agreed on public rules for the enterprise fund, and the list of who received it went up for all.",
    author: "Abdi Hussein",
    location: "Garissa",
    date: "2024-03-19",
    category: "Youth",
    image_url: "/art/story-youth-fund",
    read_time: "5 min read",
    sw: {
      title: "Hazina ya vijana iliyo wazi kwa kila mtu",
      excerpt:
        "Vikundi vya vijana vya wadi vilikubaliana kuhusu kanuni za wazi za hazina ya biashara, na orodha ya walionufaika ikabandikwa ili wote waione.",
      read_time: "Dakika 5 za kusoma",
    },
  },
  {
    title: "Standing for the school board",
    excerpt:
      "I had never spoken at a meeting. The leadership training gave me the words, and the parents gave me their votes.",
    author: "Esther Nanjala",
    location: "Bungoma",
    date: "2024-10-30",
    category: "Women",
    image_url: "/art/story-school-board",
    read_time: "4 min read",
    sw: {
      title: "Kugombea nafasi katika bodi ya shule",
      excerpt: "Sikuwahi kuzungumza katika mkutano. Mafunzo ya uongozi yalinipa maneno, nao wazazi wakanipa kura zao.",
      read_time: "Dakika 4 za kusoma",
    },
  },
  {
    title: "Women at the water point committee",
    excerpt: "Half the committee are women now, and a broken borehole is repaired within days instead of months.",
    author: "Halima Said",
    location: "Isiolo",
    date: "2024-07-09",
    category: "Women",
    image_url: "/art/story-water-committee",
    read_time: "5 min read",
    sw: {
      title: "Wanawake katika kamati ya kituo cha maji",
      excerpt:
        "Nusu ya wanachama wa kamati sasa ni wanawake, na kisima kilichoharibika hurekebishwa ndani ya siku chache badala ya miezi.",
      read_time: "Dakika 5 za kusoma",
    },
  },
  {
    title: "Counting the maternity beds",
    excerpt:
      "Our women's group compared the maternity ward with the budget's promise and took the difference to the assembly.",
    author: "Rose Akinyi",
    location: "Homa Bay",
    date: "2024-02-27",
    category: "Women",
    image_url: "/art/story-maternity-beds",
    read_time: "6 min read",
    sw: {
      title: "Kuhesabu vitanda vya wodi ya akina mama",
      excerpt:
        "Kikundi chetu cha wanawake kililinganisha wodi ya akina mama na ahadi iliyo katika bajeti, kisha tukaipeleka tofauti hiyo kwenye bunge la kaunti.",
      read_time: "Dakika 6 za kusoma",
    },
  },
  {
    title: "A mural of our rights",
    excerpt: "Young painters turned the Bill of Rights into a wall that the whole estate walks past every day.",
    author: "Collins Ochieng",
    location: "Mathare, Nairobi",
    date: "2024-12-18",
    category: "Arts & Wellbeing",
    image_url: "/art/story-rights-mural",
    read_time: "4 min read",
    sw: {
      title: "Haki zetu ukutani",
      excerpt:
        "Wachoraji chipukizi waligeuza Sheria ya Haki za Binadamu kuwa mchoro ukutani ambao mtaa mzima hupita kando yake kila siku.",
      read_time: "Dakika 4 za kusoma",
    },
  },
  {
    title: "Poetry night at the chief's camp",
    excerpt: "Spoken word opened a conversation about drugs and work for young people that formal meetings never had.",
    author: "Amina Wairimu",
    location: "Thika",
    date: "2024-08-08",
    category: "Arts & Wellbeing",
    image_url: "/art/story-poetry-night",
    read_time: "5 min read",
    sw: {
      title: "Usiku wa mashairi katika kambi ya chifu",
      excerpt:
        "Ushairi wa kughani ulifungua mazungumzo kuhusu dawa za kulevya na ajira kwa vijana, jambo ambalo mikutano rasmi haikuwahi kufanikisha.",
      read_time: "Dakika 5 za kusoma",
    },
  },
  {
    title: "Drawing together after the floods",
    excerpt:
      "Art sessions helped families talk about what they lost, and then plan together what to ask the county for.",
    author: "Jane Muthoni",
    location: "Budalang'i",
    date: "2024-04-24",
    category: "Arts & Wellbeing",
    image_url: "/art/story-after-floods",
    read_time: "6 min read",
    sw: {
      title: "Kuchora pamoja baada ya mafuriko",
      excerpt:
        "Vikao vya sanaa vilizisaidia familia kuzungumzia walichopoteza, kisha kupanga pamoja mambo ya kuiomba kaunti.",
      read_time: "Dakika 6 za kusoma",
    },
  },
  {
    title: "We cleaned the river, then asked why it was dirty",
    excerpt:
      "After three clean-ups our group asked the county about the waste collection contract, and collection days changed.",
    author: "Moses Njoroge",
    location: "Nakuru",
    date: "2024-09-05",
    category: "Environment",
    image_url: "/art/story-river-cleanup",
    read_time: "5 min read",
    sw: {
      title: "Tulisafisha mto, kisha tukauliza kwa nini ulikuwa mchafu",
      excerpt:
        "Baada ya shughuli tatu za usafi, kikundi chetu kiliiuliza kaunti kuhusu mkataba wa ukusanyaji taka, na siku za ukusanyaji zikabadilishwa.",
      read_time: "Dakika 5 za kusoma",
    },
  },
  {
    title: "Mangroves at the public hearing",
    excerpt:
      "Fishers spoke at the county's environment hearing, and the replanting plan found its way into the budget.",
    author: "Fatuma Ali",
    location: "Lamu",
    date: "2024-01-23",
    category: "Environment",
    image_url: "/art/story-mangroves",
    read_time: "4 min read",
    sw: {
      title: "Mikoko katika kikao cha umma",
      excerpt:
        "Wavuvi walizungumza katika kikao cha kaunti kuhusu mazingira, na mpango wa kupanda upya mikoko ukaingizwa katika bajeti.",
      read_time: "Dakika 4 za kusoma",
    },
  },
  {
    title: "The bursary list on the noticeboard",
    excerpt:
      "Parents asked for the ward's bursary list to be published. Now every family can see who received support and why.",
    author: "Mary Wambui",
    location: "Embu",
    date: "2024-06-27",
    category: "Education",
    image_url: "/art/story-bursary-list",
    read_time: "4 min read",
    sw: {
      title: "Orodha ya basari kwenye ubao wa matangazo",
      excerpt:
        "Wazazi waliomba orodha ya basari ya wadi ichapishwe. Sasa kila familia inaweza kuona nani alipata msaada na kwa nini.",
      read_time: "Dakika 4 za kusoma",
    },
  },
];
