/**
 * Kiswahili twin of ../news-samples.ts: the built-in sample news of /sw/news, shown when no news is
 * published or the list cannot be loaded. Slugs and dates are the English ones.
 */
import type * as en from "../news-samples.ts";

export const sampleNews: typeof en.sampleNews = [
  {
    slug: "ward-forums-bring-budget-questions-to-kitengela",
    title: "Mikutano ya Wadi Yaibua Maswali ya Bajeti Kitengela",
    excerpt:
      "Wakazi walikutana na mjumbe wao wa bunge la kaunti (MCA) kuuliza jinsi fedha za maendeleo za mwaka huu zitakavyotumika.",
    content:
      "Zaidi ya wakazi mia moja walijaza ukumbi wa jamii kwa mkutano wa jioni kuhusu bajeti ya maendeleo ya wadi.\n\nMaswali yaliyoulizwa mara nyingi zaidi yalikuwa:\n• Kioski cha maji kilichokwama kitakamilika lini\n• Fedha za basari zinagawanywa vipi kati ya shule\n• Mahali pa kusoma bajeti iliyoidhinishwa\n\nWajitolea wetu watachapisha majibu kwa lugha rahisi punde yatakapopokelewa.",
    category: "Ushiriki wa Umma",
    featured: true,
    published_at: "2025-06-12T09:00:00+03:00",
    readTime: "Dakika 2 za kusoma",
  },
  {
    slug: "young-poets-speak-on-mental-health",
    title: "Washairi Vijana Wazungumzia Afya ya Akili katika Jioni ya Art in Heart",
    excerpt:
      "Usiku wa jukwaa la wazi uliwapa wasanii vijana ishirini nafasi ya kuzungumza kuhusu msongo wa mawazo, matumaini na kuomba msaada.",
    content:
      "Jioni ya jukwaa la wazi ya Art in Heart ilihitimisha mzunguko wa wiki sita wa vikao vya studio na vikundi vya kusikilizana.\n\nWasanii walighani mashairi na kuimba nyimbo kuhusu shinikizo la mitihani, ukosefu wa ajira na familia. Mshauri rika alibaki baada ya tukio kwa ajili ya yeyote aliyetaka kuzungumza.",
    category: "Art in Heart",
    featured: true,
    published_at: "2025-05-28T18:00:00+03:00",
    readTime: "Dakika 2 za kusoma",
  },
  {
    slug: "civic-education-clinic-for-first-time-voters",
    title: "Kliniki ya Elimu ya Uraia kwa Wapiga Kura Wapya",
    excerpt:
      "Wanafunzi sitini walijifunza jinsi serikali iliyogatuliwa inavyofanya kazi na mahali ambapo sauti yao ina uzito zaidi.",
    content:
      "Wanafunzi kutoka shule tatu za sekondari walihudhuria kliniki ya siku moja kuhusu katiba na ugatuzi.\n\nVikao vilijadili:\n- Majukumu ya serikali ya kitaifa na ya serikali za kaunti\n- Jinsi ya kushiriki katika mabaraza ya ushiriki wa umma\n- Kujiandikisha kama mpiga kura",
    category: "Elimu ya Uraia",
    featured: false,
    published_at: "2025-05-10T10:00:00+03:00",
    readTime: "Dakika 1 ya kusoma",
  },
  {
    slug: "x-spaces-dialogue-on-county-procurement",
    title: "Mdahalo wa X Spaces: Jinsi Kaunti Zinavyonunua Bidhaa na Huduma",
    excerpt: "Afisa wa ununuzi na wanahabari wawili walijibu maswali ya wasikilizaji kuhusu zabuni na uwazi.",
    content:
      "Mazungumzo ya X Spaces ya wiki hii yaliangazia ununuzi wa umma katika kaunti, kuanzia matangazo ya zabuni hadi malipo.\n\nWasikilizaji waliuliza jinsi ya kupata matokeo ya zabuni na la kufanya mradi unapokwama. Rekodi na muhtasari wa mazungumzo vitasambazwa kupitia majukwaa yetu.",
    category: "X Spaces",
    featured: false,
    published_at: "2025-04-23T20:00:00+03:00",
    readTime: "Dakika 1 ya kusoma",
  },
  {
    slug: "community-dialogue-on-water-access-in-isinya",
    title: "Mdahalo wa Jamii kuhusu Upatikanaji wa Maji Isinya",
    excerpt:
      "Vikundi vya wanawake, kamati za visima na maafisa wa kaunti walikubaliana hatua tatu za kupunguza uhaba wa maji.",
    content:
      "Mdahalo uliwaleta pamoja watu wanaotumia, wanaosimamia na wanaofadhili vituo vya maji Isinya.\n\nHatua tatu zilizokubaliwa:\n* Ratiba ya wazi ya usambazaji wa maji kwa malori wakati wa kiangazi\n* Mikutano ya kila robo mwaka ya kamati za visima\n* Nambari ya simu ya kuripoti vioski vya maji vilivyoharibika",
    category: "Midahalo ya Jamii",
    featured: false,
    published_at: "2025-04-02T14:00:00+03:00",
    readTime: "Dakika 1 ya kusoma",
  },
  {
    slug: "volunteers-trained-as-civic-educators",
    title: "Wajitolea Thelathini Wapata Mafunzo ya Kuwa Waelimishaji wa Uraia",
    excerpt: "Wajitolea wapya walikamilisha kozi ya mwisho wa wiki na wataongoza vikao katika wadi zao.",
    content:
      "Wajitolea thelathini kutoka Kajiado, Machakos na Nairobi walikamilisha mafunzo yetu ya waelimishaji wa uraia.\n\nKila mmoja ataendesha angalau vikao viwili vya jamii katika robo ijayo ya mwaka, akisaidiwa na mlezi kutoka timu ya programu.",
    category: "Elimu ya Uraia",
    featured: false,
    published_at: "2025-03-15T09:00:00+03:00",
    readTime: "Dakika 1 ya kusoma",
  },
];
