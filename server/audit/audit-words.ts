import type { Locale } from "../../shared/locales.ts";

/**
 * The words of the audit log's sentences in each language (docs/decisions/0062 and
 * 0075): the sentence is made when the log is read, from the entry's stored parts,
 * in the reader's language, so every entry, old or new, reads in either.
 */
export type AuditWords = {
  /** who did it when no person is named */
  system: string;
  /** the areas that are not collections (collections use their own names) */
  areas: Record<string, string>;
  /** own events without a record */
  events: Record<string, string>;
  /** record actions: the verb and the word that joins the record to its area */
  verbs: Record<string, [verb: string, join: string]>;
  /**
   * Actions that say more than a verb on a record (the newsletter, SMS, the open books), by
   * their whole code; `thing` is the record's label or id, or empty.
   */
  actions: Record<string, (who: string, thing: string) => string>;
  setting: (who: string, thing: string) => string;
  /** a page copy save: the language and the fields it changed (`hero.title, values`), a draft said so */
  pageFields: (language: Locale, fields: string, draft: boolean) => string;
  moved: (who: string, thing: string, where: string) => string;
  movedIn: (area: string) => string;
  movedTop: (area: string) => string;
  movedBottom: (area: string) => string;
  movedTo: (position: number, count: number, area: string) => string;
  /** a restore of one revision (decision 0089) */
  restored: (who: string, revision: string, thing: string, area: string) => string;
  /** a preview link made or ended */
  previewLink: (who: string, thing: string, area: string) => string;
  previewLinkEnded: (who: string, thing: string, area: string) => string;
  /** a scheduled item whose publication time came (recorded by the system) */
  wentLive: (thing: string, area: string) => string;
  theSite: string;
};

const en: AuditWords = {
  system: "The system",
  areas: {
    news: "News",
    publications: "Publications",
    settings: "Settings",
    pages: "Page copy",
    choices: "Choices",
    users: "Staff accounts",
    messages: "the inbox",
    subscribers: "Subscribers",
    upload: "Uploads",
    uploads: "Uploads",
    newsletter: "the newsletter",
    sms: "SMS",
    donations: "Donations",
    transparency: "the open books",
  },
  events: {
    "sign-in": "signed in",
    "sign-in.failure": "failed to sign in",
    "sign-in.lock-out": "was locked out after failed sign-ins",
    "sign-out": "signed out",
    "password-reset.request": "asked for a password reset link",
    "password-reset": "set a new password with a reset link",
    "invitation.accept": "accepted their invitation",
    "me.update": "updated their own account",
    "me.password": "changed their password",
    "me.email": "changed their email",
    "me.totp.enable": "turned on two-factor sign-in",
    "me.totp.disable": "turned off two-factor sign-in",
    "me.totp.recovery-codes": "made new recovery codes",
  },
  verbs: {
    create: ["added", "to"],
    update: ["edited", "in"],
    publish: ["published", "in"],
    delete: ["deleted", "from"],
    role: ["changed the role of", "in"],
    deactivate: ["deactivated", "in"],
    reactivate: ["reactivated", "in"],
    invite: ["invited", "to"],
    "totp-reset": ["reset two-factor sign-in of", "in"],
    "delete-account": ["deleted", "from"],
  },
  actions: {
    "users.invitation": (who, thing) => `${who} sent ${thing} a new invitation`,
    "newsletter.issues": (who, thing) => `${who} drafted the newsletter issue ${thing}`,
    "newsletter.issues.update": (who, thing) => `${who} edited the newsletter issue ${thing}`,
    "newsletter.issues.delete": (who, thing) => `${who} deleted the newsletter issue ${thing}`,
    "newsletter.issues.send": (who, thing) => `${who} set the newsletter issue ${thing} to be sent`,
    "newsletter.issues.cancel": (who, thing) => `${who} stopped the sending of the newsletter issue ${thing}`,
    "newsletter.issues.test": (who, thing) => `${who} sent a test of the newsletter issue ${thing}`,
    "subscribers.import": (who) => `${who} imported newsletter subscribers`,
    "sms.broadcasts": (who, thing) => `${who} set up the SMS broadcast ${thing}`,
    "sms.subscribers": (who, thing) => `${who} signed up an SMS number ${thing}`,
    "donations.check": (who, thing) => `${who} asked M-Pesa about donation ${thing}`,
    "transparency.gifts": (who, thing) => `${who} recorded the gift ${thing} in the open books`,
    "transparency.spending": (who, thing) => `${who} recorded the spending ${thing} in the open books`,
    "transparency.statements": (who, thing) => `${who} published the audited annual statement ${thing}`,
  },
  setting: (who, thing) => `${who} changed the setting ${thing}`,
  pageFields: (language, fields, draft) =>
    `(${draft ? "draft, " : ""}${language === "sw" ? "Kiswahili" : "English"}: ${fields})`,
  moved: (who, thing, where) => `${who} moved ${thing} ${where}`,
  movedIn: (area) => `in ${area}`,
  movedTop: (area) => `to the top of ${area}`,
  movedBottom: (area) => `to the bottom of ${area}`,
  movedTo: (position, count, area) => `to position ${position} of ${count} in ${area}`,
  restored: (who, revision, thing, area) => `${who} restored revision ${revision} of ${thing} in ${area}`,
  previewLink: (who, thing, area) => `${who} made a preview link for ${thing} in ${area}`,
  previewLinkEnded: (who, thing, area) => `${who} ended a preview link for ${thing} in ${area}`,
  wentLive: (thing, area) => `${thing} went live in ${area}`,
  theSite: "the site",
};

const sw: AuditWords = {
  system: "Mfumo",
  areas: {
    news: "Habari",
    publications: "Machapisho",
    settings: "Mipangilio",
    pages: "Maandishi ya kurasa",
    choices: "Orodha za chaguo",
    users: "Akaunti za wafanyakazi",
    messages: "kikasha",
    subscribers: "Waliojiandikisha",
    upload: "Faili zilizopakiwa",
    uploads: "Faili zilizopakiwa",
    newsletter: "jarida",
    sms: "SMS",
    donations: "Michango",
    transparency: "hesabu wazi",
  },
  events: {
    "sign-in": "aliingia",
    "sign-in.failure": "alishindwa kuingia",
    "sign-in.lock-out": "alizuiwa kuingia baada ya majaribio yaliyoshindikana",
    "sign-out": "alitoka",
    "password-reset.request": "aliomba kiungo cha kuweka nenosiri upya",
    "password-reset": "aliweka nenosiri jipya kwa kiungo cha kuweka upya",
    "invitation.accept": "alikubali mwaliko wake",
    "me.update": "alisasisha akaunti yake",
    "me.password": "alibadilisha nenosiri lake",
    "me.email": "alibadilisha barua pepe yake",
    "me.totp.enable": "aliwasha kuingia kwa hatua mbili",
    "me.totp.disable": "alizima kuingia kwa hatua mbili",
    "me.totp.recovery-codes": "alitengeneza misimbo mipya ya akiba",
  },
  verbs: {
    create: ["aliongeza", "kwenye"],
    update: ["alihariri", "katika"],
    publish: ["alichapisha", "katika"],
    delete: ["alifuta", "kutoka"],
    role: ["alibadilisha wadhifa wa", "katika"],
    deactivate: ["alizima", "katika"],
    reactivate: ["aliwasha tena", "katika"],
    invite: ["alimwalika", "kwenye"],
    "totp-reset": ["aliweka upya kuingia kwa hatua mbili kwa", "katika"],
    "delete-account": ["alifuta", "kutoka"],
  },
  actions: {
    "users.invitation": (who, thing) => `${who} alimtumia ${thing} mwaliko mpya`,
    "newsletter.issues": (who, thing) => `${who} aliandaa toleo la jarida ${thing}`,
    "newsletter.issues.update": (who, thing) => `${who} alihariri toleo la jarida ${thing}`,
    "newsletter.issues.delete": (who, thing) => `${who} alifuta toleo la jarida ${thing}`,
    "newsletter.issues.send": (who, thing) => `${who} aliweka toleo la jarida ${thing} litumwe`,
    "newsletter.issues.cancel": (who, thing) => `${who} alisimamisha utumaji wa toleo la jarida ${thing}`,
    "newsletter.issues.test": (who, thing) => `${who} alituma jaribio la toleo la jarida ${thing}`,
    "subscribers.import": (who) => `${who} aliingiza waliojiandikisha kwenye jarida`,
    "sms.broadcasts": (who, thing) => `${who} aliandaa tangazo la SMS ${thing}`,
    "sms.subscribers": (who, thing) => `${who} alisajili nambari ya SMS ${thing}`,
    "donations.check": (who, thing) => `${who} aliuliza M-Pesa kuhusu mchango ${thing}`,
    "transparency.gifts": (who, thing) => `${who} alirekodi mchango ${thing} katika hesabu wazi`,
    "transparency.spending": (who, thing) => `${who} alirekodi matumizi ${thing} katika hesabu wazi`,
    "transparency.statements": (who, thing) => `${who} alichapisha taarifa ya fedha iliyokaguliwa ${thing}`,
  },
  setting: (who, thing) => `${who} alibadilisha mpangilio ${thing}`,
  pageFields: (language, fields, draft) =>
    `(${draft ? "rasimu, " : ""}${language === "sw" ? "Kiswahili" : "English"}: ${fields})`,
  moved: (who, thing, where) => `${who} alihamisha ${thing} ${where}`,
  movedIn: (area) => `katika ${area}`,
  movedTop: (area) => `hadi juu ya ${area}`,
  movedBottom: (area) => `hadi mwisho wa ${area}`,
  movedTo: (position, count, area) => `hadi nafasi ya ${position} kati ya ${count} katika ${area}`,
  restored: (who, revision, thing, area) => `${who} alirejesha toleo la ${revision} la ${thing} katika ${area}`,
  previewLink: (who, thing, area) => `${who} aliunda kiungo cha hakikisho cha ${thing} katika ${area}`,
  previewLinkEnded: (who, thing, area) => `${who} alisitisha kiungo cha hakikisho cha ${thing} katika ${area}`,
  wentLive: (thing, area) => `${thing} ilichapishwa katika ${area}`,
  theSite: "tovuti",
};

export const AUDIT_WORDS: Record<Locale, AuditWords> = { en, sw };
