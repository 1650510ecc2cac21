import { type SiteSettingKey, SOCIAL_ACCOUNTS } from "../../../shared/site-settings.ts";
import type * as en from "../admin-site-settings.ts";

/** Kiswahili twin of app/content/admin-site-settings.ts: the Settings screen (decision 0072). */
type Field = en.SiteSettingField;

const figure = (key: SiteSettingKey, label: string, where: string): Field => ({
  key,
  label,
  hint: `Takwimu kama 15+ au 1,200+. Huonyeshwa kwenye ${where}.`,
});
const social = ({ key, name }: (typeof SOCIAL_ACCOUNTS)[number]): Field => ({
  key,
  label: name,
  hint: "Anwani kamili ya https ya ukurasa wa akaunti.",
  type: "url",
});

export const siteSettingGroups: typeof en.siteSettingGroups = [
  {
    id: "mpesa",
    title: "Kuchangia kwa M-Pesa",
    intro: "Kinachoonyeshwa na ukurasa wa kuchangia na dirisha lake kwa Lipa na M-Pesa, Pay Bill.",
    fields: [
      {
        key: "mpesa_paybill",
        label: "Namba ya Paybill",
        hint: "Tarakimu 5 hadi 7, kama 400200.",
        inputMode: "numeric",
      },
      {
        key: "mpesa_account",
        label: "Namba ya akaunti",
        hint: "Wachangiaji huandika nini kama akaunti: herufi au tarakimu.",
      },
      {
        key: "mpesa_business_name",
        label: "Jina la biashara",
        hint: "Jina ambalo M-Pesa huonyesha kabla mchangiaji hajathibitisha.",
      },
    ],
  },
  {
    id: "bank",
    title: "Uhamisho wa benki",
    intro:
      "Maelezo ya uhamisho wa benki kwenye ukurasa wa kuchangia. Bila nambari ya akaunti, wachangiaji huombwa kuwasiliana nasi.",
    fields: [
      { key: "bank_name", label: "Benki", hint: "Benki na tawi, kama KCB, tawi la Kitengela. Si lazima." },
      { key: "bank_account_name", label: "Jina la akaunti", hint: "Jina ambalo akaunti imesajiliwa kwalo." },
      {
        key: "bank_account_number",
        label: "Namba ya akaunti ya benki",
        hint: "Tarakimu 6 hadi 20. Si lazima.",
        inputMode: "numeric",
      },
      { key: "bank_reference_prefix", label: "Mwanzo wa kumbukumbu", hint: "Herufi kubwa, kama DONATION." },
    ],
  },
  {
    id: "contact",
    title: "Simu na barua pepe",
    intro: "Huonyeshwa chini ya kurasa, kwenye ukurasa wa mawasiliano, dukani na kwenye risiti za michango.",
    fields: [
      { key: "phone", label: "Simu", hint: "Ya kupiga, kama 0712 345 678.", type: "tel" },
      {
        key: "whatsapp_number",
        label: "Namba ya WhatsApp",
        hint: "Viungo vya WhatsApp na oda za duka huenda hapa, kama 0712 345 678.",
        type: "tel",
      },
      { key: "contact_email", label: "Barua pepe", hint: "Anwani ya umma, kama info@uraia.org.", type: "email" },
    ],
  },
  {
    id: "address",
    title: "Anwani na saa za ofisi",
    intro: "Ofisi kama inavyoonyeshwa chini ya kurasa, kwenye ukurasa wa mawasiliano na kwenye injini za utafutaji.",
    fields: [
      { key: "address_street", label: "Barabara na jengo", hint: "Kama Namanga Road, Ghorofa ya 2." },
      { key: "address_postal", label: "Anwani ya posta", hint: "Kama S.L.P. 1234-00241." },
      { key: "address_town", label: "Mji", hint: "Kama Kitengela." },
      { key: "address_county", label: "Kaunti", hint: "Kama Kaunti ya Kajiado." },
      { key: "office_hours", label: "Saa za ofisi", hint: "Kama Jumatatu-Ijumaa saa 3:00 asubuhi-11:00 jioni." },
    ],
  },
  {
    id: "social",
    title: "Viungo vya mitandao ya kijamii",
    intro: "Aikoni zilizo chini ya kurasa na kwenye ukurasa wa mawasiliano.",
    fields: SOCIAL_ACCOUNTS.map(social),
  },
  {
    id: "impact",
    title: "Takwimu za matokeo",
    intro: "Namba kuu: kila ukurasa unaoonyesha moja huisoma hapa, ili zote zilingane daima.",
    fields: [
      figure("impact_counties", "Kaunti", "ukurasa wa mwanzo, Community Club, midahalo na kurasa za programu"),
      figure(
        "impact_people_reached",
        "Watu waliofikiwa (maisha yaliyoguswa)",
        "kurasa za mwanzo, kuchangia na matokeo",
      ),
      figure(
        "impact_participants_trained",
        "Washiriki waliopata mafunzo",
        "kurasa za mwanzo, elimu ya uraia na programu",
      ),
      figure(
        "impact_dialogues",
        "Midahalo na vipindi vya X Spaces",
        "kurasa za mwanzo, kuhusu sisi, kuchangia na programu",
      ),
      figure("impact_communities", "Jamii", "kurasa za mwanzo, midahalo na utetezi"),
    ],
  },
];

export const siteSettingsCopy: typeof en.siteSettingsCopy = {
  defaultHint: (value: string | null) => (value ? `Iache wazi kwa chaguo-msingi: ${value}` : "Iache wazi isionyeshwe."),
  save: (title: string) => `Hifadhi: ${title}`,
  saving: "Inahifadhi...",
  saved: "Imehifadhiwa. Tovuti inaonyesha maelezo mapya sasa.",
  inEnglish: (label: string) => `${label} (Kiingereza)`,
  inKiswahili: (label: string) => `${label} (Kiswahili)`,
  kiswahiliHint: "Huonyeshwa kwenye kurasa za Kiswahili na katika barua pepe za Kiswahili.",
  unchanged: "Hakuna kilichobadilika.",
  invalid: "Tafadhali rekebisha sehemu zilizowekwa alama hapa chini.",
  pushShortcode: "Maombi ya M-Pesa kutoka ukurasa wa kuchangia hulipa shortcode {code} (MPESA_SHORTCODE kwenye seva).",
  shortcodeDiffers:
    "Tahadhari: nambari ya paybill hapa ({paybill}) si shortcode ambayo maombi hulipa ({code}). Wanaochangia kwa paybill na wanaopokea ombi kwenye simu wangelipa akaunti tofauti. Zifanye ziwe sawa isipokuwa ni makusudi.",
  pushesOff:
    "Maombi ya M-Pesa yamezimwa kwenye seva hii (MPESA_SHORTCODE haijawekwa): wachangiaji wanachangia kwa paybill pekee.",
  failed: "Imeshindikana kuhifadhi",
  loading: "Inapakia mipangilio...",
  loadFailed: "Imeshindikana kupakia mipangilio.",
  retry: "Jaribu tena",
};
