import { definePage, type PageDefinition, valuesOfKey } from "../../../shared/pages/define-page.ts";
import * as about from "../about.ts";
import * as artInHeart from "../art-in-heart.ts";
import * as civicEducation from "../civic-education.ts";
import * as communityClub from "../community-club.ts";
import * as communityDialogues from "../community-dialogues.ts";
import * as contact from "../contact.ts";
import * as donate from "../donate.ts";
import * as donateInstructions from "../donate-instructions.ts";
import * as footer from "../footer.ts";
import * as getInvolved from "../get-involved.ts";
import * as grassrootsAdvocacy from "../grassroots-advocacy.ts";
import * as home from "../home.ts";
import * as homeSections from "../home-sections.ts";
import * as intern from "../intern.ts";
import * as missionVision from "../mission-vision.ts";
import * as programs from "../programs.ts";
import * as aboutSw from "../sw/about.ts";
import * as artInHeartSw from "../sw/art-in-heart.ts";
import * as civicEducationSw from "../sw/civic-education.ts";
import * as communityClubSw from "../sw/community-club.ts";
import * as communityDialoguesSw from "../sw/community-dialogues.ts";
import * as contactSw from "../sw/contact.ts";
import * as donateSw from "../sw/donate.ts";
import * as donateInstructionsSw from "../sw/donate-instructions.ts";
import * as footerSw from "../sw/footer.ts";
import * as getInvolvedSw from "../sw/get-involved.ts";
import * as grassrootsAdvocacySw from "../sw/grassroots-advocacy.ts";
import * as homeSw from "../sw/home.ts";
import * as homeSectionsSw from "../sw/home-sections.ts";
import * as internSw from "../sw/intern.ts";
import * as missionVisionSw from "../sw/mission-vision.ts";
import * as programsSw from "../sw/programs.ts";
import * as volunteerSw from "../sw/volunteer.ts";
import * as workWithUsSw from "../sw/work-with-us.ts";
import * as volunteer from "../volunteer.ts";
import * as workWithUs from "../work-with-us.ts";

/**
 * Every page whose copy staff edit (docs/product.md, "Page copy"; decision 0088):
 * its shipped English copy and Kiswahili twin (the modules of app/content and
 * app/content/sw, unchanged: their types stay the types the routes render) and
 * the rules inference cannot know. A page written as several exports gets one
 * copy object composed of them, keyed by export name.
 */
const INNER = {
  about: [about.aboutPage, aboutSw.aboutPage],
  "mission-vision": [missionVision.missionVisionPage, missionVisionSw.missionVisionPage],
  programs: [programs.programsPage, programsSw.programsPage],
  "civic-education": [civicEducation.civicEducationPage, civicEducationSw.civicEducationPage],
  "grassroots-advocacy": [grassrootsAdvocacy.grassrootsAdvocacyPage, grassrootsAdvocacySw.grassrootsAdvocacyPage],
  "community-dialogues": [communityDialogues.communityDialoguesPage, communityDialoguesSw.communityDialoguesPage],
  "community-club": [communityClub.communityClubPage, communityClubSw.communityClubPage],
  "art-in-heart": [artInHeart.artInHeartPage, artInHeartSw.artInHeartPage],
  "get-involved": [getInvolved.getInvolvedPage, getInvolvedSw.getInvolvedPage],
  volunteer: [volunteer.volunteerPage, volunteerSw.volunteerPage],
  intern: [intern.internPage, internSw.internPage],
  "work-with-us": [workWithUs.workWithUsPage, workWithUsSw.workWithUsPage],
} as const;

const homeCopy = (m: typeof home, s: typeof homeSections) => ({
  homeMeta: m.homeMeta,
  heroCopy: m.heroCopy,
  heroSlides: m.heroSlides,
  homeAbout: s.homeAbout,
  homePrograms: s.homePrograms,
  homePartners: s.homePartners,
  homeCollaborations: s.homeCollaborations,
});

const donateCopy = (m: typeof donate, i: typeof donateInstructions) => ({
  donateMeta: m.donateMeta,
  donateHero: m.donateHero,
  mpesaSection: m.mpesaSection,
  impactFigures: m.impactFigures,
  donationPresets: m.donationPresets,
  presetsSection: m.presetsSection,
  allocations: m.allocations,
  allocationsSection: m.allocationsSection,
  donationMethods: m.donationMethods,
  methodsSection: m.methodsSection,
  closingCta: m.closingCta,
  modalCopy: i.modalCopy,
  mobileMoney: i.mobileMoney,
  cardPayment: i.cardPayment,
  bankTransfer: i.bankTransfer,
  inKind: i.inKind,
});

/** The contact page's words; the subject lines other pages' links fill in (`contactSubjects`) stay in code. */
const contactCopy = (m: typeof contact) => ({
  contactMeta: m.contactMeta,
  contactHero: m.contactHero,
  contactForm: m.contactForm,
  contactCards: m.contactCards,
  scheduleVisit: m.scheduleVisit,
});

/** The footer's words; its legal statements follow the site's retention setting and stay in code. */
const footerCopy = (m: typeof footer) => ({
  footerAbout: m.footerAbout,
  footerLinkGroups: m.footerLinkGroups,
  newsletter: m.newsletter,
});

const english = {
  home: homeCopy(home, homeSections),
  donate: donateCopy(donate, donateInstructions),
  contact: contactCopy(contact),
  footer: footerCopy(footer),
};

/** Icons staff pick from: the ones the shipped copy uses. */
const icons = valuesOfKey([...Object.values(INNER).map(([en]) => en), ...Object.values(english)], "icon");
const rules = {
  choices: { icon: icons },
  // A page's banner title stays short enough for one or two lines on a phone.
  max: { "hero.title": 90 },
};

type Meta = { title: string; description: string; path: string };
const inner = <C extends { meta: Meta }>(key: string, [en, sw]: readonly [C, C]) =>
  definePage({
    key,
    path: en.meta.path,
    en,
    sw,
    title: (copy) => copy.meta.title,
    description: (copy) => copy.meta.description,
    rules,
  });

export const PAGE_REGISTRY = {
  home: definePage({
    key: "home",
    path: "/",
    en: english.home,
    sw: homeCopy(homeSw, homeSectionsSw),
    title: (copy) => copy.homeMeta.title.split(" | ")[0] ?? copy.homeMeta.title,
    description: (copy) => copy.homeMeta.description,
    rules,
  }),
  about: inner("about", INNER.about),
  "mission-vision": inner("mission-vision", INNER["mission-vision"]),
  programs: inner("programs", INNER.programs),
  "civic-education": inner("civic-education", INNER["civic-education"]),
  "grassroots-advocacy": inner("grassroots-advocacy", INNER["grassroots-advocacy"]),
  "community-dialogues": inner("community-dialogues", INNER["community-dialogues"]),
  "community-club": inner("community-club", INNER["community-club"]),
  "art-in-heart": inner("art-in-heart", INNER["art-in-heart"]),
  "get-involved": inner("get-involved", INNER["get-involved"]),
  volunteer: inner("volunteer", INNER.volunteer),
  intern: inner("intern", INNER.intern),
  "work-with-us": inner("work-with-us", INNER["work-with-us"]),
  donate: definePage({
    key: "donate",
    path: "/donate",
    en: english.donate,
    sw: donateCopy(donateSw, donateInstructionsSw),
    title: (copy) => copy.donateMeta.title,
    description: (copy) => copy.donateMeta.description,
    rules,
  }),
  contact: definePage({
    key: "contact",
    path: "/contact",
    en: english.contact,
    sw: contactCopy(contactSw),
    title: (copy) => copy.contactMeta.title,
    description: (copy) => copy.contactMeta.description,
    // The visit's subject is matched across languages (app/lib/contact-subject.server.ts): it stays in code.
    rules: { ...rules, fixed: ["scheduleVisit.subject"] },
  }),
  footer: definePage({
    key: "footer",
    path: "/",
    en: english.footer,
    sw: footerCopy(footerSw),
    title: () => "Footer",
    indexed: false,
    rules,
  }),
};

export type PageKey = keyof typeof PAGE_REGISTRY;
/** A page's copy, as its route renders it. */
export type CopyOf<K extends PageKey> = (typeof PAGE_REGISTRY)[K]["en"];

/** What the server is handed (createServices' `pages`): the definitions in order. */
export const PAGES: readonly PageDefinition<object>[] = Object.values(PAGE_REGISTRY) as PageDefinition<object>[];
