/** Kiswahili twin of ../contact.ts: the contact page. Phone, email, address and hours come from site.ts. */
import type * as en from "../contact.ts";

export const contactMeta: typeof en.contactMeta = {
  title: "Wasiliana nasi",
  description:
    "Zungumza nasi kuhusu elimu ya uraia, ushirikiano, kujitolea au vyombo vya habari: kwa WhatsApp, kwa barua pepe au tembelea ofisi yetu Kitengela, Kaunti ya Kajiado. Tunajibu ndani ya saa 24.",
};

export const contactHero: typeof en.contactHero = {
  eyebrow: "Wasiliana nasi",
  title: "Tuzungumze kuhusu kujenga jamii imara zaidi",
  intro: "Maswali, mawazo, mapendekezo ya ushirikiano au mwaliko kwa jamii yako: tungefurahi kusikia kutoka kwako.",
};

export const contactForm: typeof en.contactForm = {
  title: "Tutumie ujumbe",
  intro: "Jaza fomu hii na timu yetu itawasiliana nawe.",
  fields: {
    name: { label: "Jina kamili", placeholder: "Jina lako" },
    email: { label: "Anwani ya barua pepe", placeholder: "jina@mfano.com" },
    phone: { label: "Nambari ya simu", placeholder: "0712 345 678" },
    subject: { label: "Mada", placeholder: "Ujumbe huu unahusu nini?" },
    message: { label: "Ujumbe", placeholder: "Tuambie jinsi tunavyoweza kukusaidia…" },
  },
  submit: "Tuma ujumbe",
  sentTitle: "Ujumbe umetumwa!",
  sentBody: "Asante kwa kuwasiliana nasi. Tutakujibu hivi karibuni.",
  another: "Tuma ujumbe mwingine",
};

export const contactCards: typeof en.contactCards = {
  whatsapp: "WhatsApp",
  phone: "Tupigie simu",
  email: "Barua pepe",
  address: "Tutembelee",
  hours: "Saa za ofisi",
  replyPromise: "Tunajibu ndani ya saa 24.",
  follow: "Tufuate",
  followIntro: "Jiunge na mazungumzo kwenye X Spaces, matangazo mubashara na habari za jamii.",
};

export const scheduleVisit: typeof en.scheduleVisit = {
  title: "Panga ziara",
  body: "Ungependa kukutana na timu, kuona mdahalo ukiendelea au kupanga kipindi katika jamii yako? Tuambie wakati unaokufaa.",
  button: "Panga ziara",
  subject: "Kupanga ziara",
  messageStarter: "Ningependa kutembelea ofisi yenu (tarehe/saa): ",
};

export const contactSubjects: typeof en.contactSubjects = {
  internshipForm: "Ombi la fomu ya maombi ya mafunzo kazini",
  story: "Kushiriki simulizi ya jamii yangu",
  bulkOrder: "Oda ya bidhaa kwa wingi",
  clubGuide: "Ombi la mwongozo wa kuanzisha Klabu ya Jamii",
  partnership: "Ombi la ushirikiano",
  partnershipAbout: "Ombi la ushirikiano: {title}",
  fundraising: "Kuchangisha fedha kwa ajili ya Uraia",
  hostDialogue: "Kuandaa mdahalo wa jamii",
  hostArtInHeart: "Kuandaa kipindi cha Art in Heart",
  civicSession: "Kipindi cha elimu ya uraia kwa kikundi chetu",
  resource: "Ombi la nyenzo",
  advocacyCampaign: "Kuanzisha kampeni ya utetezi",
  bringProgramme: "Kuleta programu katika jamii yetu",
  teamQuestion: "Swali kwa timu ya Uraia",
  programmeAbout: "Swali kuhusu programu: {title}",
  campaignResults: "Matokeo ya kampeni: {title}",
  dialogueSummary: "Muhtasari wa mdahalo: {title}",
};
