/**
 * Kiswahili twin of ../shop.ts. The chips show the categories' Kiswahili names; their
 * English names stay what the chips filter by and what ?category= names (decision 0076).
 */

import { FIXED_CHOICE_NAMES_SW } from "../../../shared/list-names.ts";
import { contactHref } from "../../lib/links.ts";
import type * as en from "../shop.ts";
import { contactSubjects } from "./contact.ts";

export const shopPage: typeof en.shopPage = {
  meta: {
    title: "Duka",
    description:
      "Bidhaa za Uraia: fulana, sweta zenye kofia, vitabu, picha za sanaa na vifaa vya ziada. Kila ununuzi unasaidia elimu ya uraia nchini Kenya.",
    path: "/shop",
  },
  hero: {
    eyebrow: "Duka",
    title: "Vaa fahari ya uraia",
    intro:
      "Mavazi, vitabu na sanaa vilivyotengenezwa Kenya. Kila ununuzi unafadhili elimu ya uraia katika jamii tunazozihudumia.",
  },
  benefits: [
    {
      icon: "truck",
      title: "Usafirishaji bila malipo",
      description: "Tunasafirisha bila malipo oda zinazozidi KSh 3,000 ndani ya Nairobi na miji mikubwa.",
    },
    {
      icon: "refresh",
      title: "Kurudisha ndani ya siku 30",
      description: "Saizi haikufai? Irudishe au ibadilishe ndani ya siku 30.",
    },
    {
      icon: "heart",
      title: "Inasaidia kazi yetu",
      description: "Mapato yanafadhili midahalo ya jamii na warsha za Art in Heart.",
    },
  ],
  chipsLabel: "Chuja bidhaa kwa aina",
  noun: "bidhaa",
  categories: [
    { name: "All", label: "Zote", count: 24 },
    { name: "Apparel", label: FIXED_CHOICE_NAMES_SW.Apparel, count: 9 },
    { name: "Books", label: FIXED_CHOICE_NAMES_SW.Books, count: 6 },
    { name: "Art Prints", label: FIXED_CHOICE_NAMES_SW["Art Prints"], count: 5 },
    { name: "Accessories", label: FIXED_CHOICE_NAMES_SW.Accessories, count: 4 },
  ],
  featuredTitle: "Bidhaa zilizoangaziwa",
  allTitle: "Bidhaa zote",
  orderNote:
    "Kila bidhaa ina kitufe chake cha Agiza kwa WhatsApp, kinachoitaja bidhaa hiyo kwenye ujumbe kwa niaba yako.",
  ordering: {
    title: "Jinsi ya kuagiza",
    text: "Hakuna kikapu cha ununuzi mtandaoni. Agiza kwa WhatsApp au utupigie simu: tutakubaliana nawe saizi, bei na jinsi ya kukuletea, nawe utalipa kwa M-Pesa tukishakubaliana.",
    whatsapp: "Agiza kwa WhatsApp",
    call: "Piga simu kuagiza",
    whatsappFor: (name) => ` (agiza ${name} kwa WhatsApp, hufunguka kwenye kichupo kipya)`,
    callFor: (name) => ` (tupigie simu kuagiza ${name})`,
  },
  failed: "Bidhaa hazikuweza kupakiwa. Tafadhali pakia ukurasa upya au ujaribu tena baada ya muda mfupi.",
  cta: {
    title: "Unanunua kwa ajili ya kikundi au tukio?",
    text: "Tunatengeneza fulana na mifuko kwa ajili ya klabu, makongamano na washirika, yenye nembo yenu kando ya yetu.",
    actions: [{ label: "Uliza kuhusu oda za jumla", href: contactHref(contactSubjects.bulkOrder, "order") }],
  },
};
