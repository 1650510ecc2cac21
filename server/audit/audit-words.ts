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
  setting: (who: string, thing: string) => string;
  /** a page copy save: the language and the fields it changed (`hero.title, values`), a draft said so */
  pageFields: (language: Locale, fields: string, draft: boolean) => string;
  moved: (who: string, thing: string, where: string) => string;
  movedIn: (area: string) => string;
  movedTop: (area: string) => string;
  movedBottom: (area: string) => string;
  movedTo: (position: number, count: number, area: string) => string;
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
  setting: (who, thing) => `${who} changed the setting ${thing}`,
  pageFields: (language, fields, draft) =>
    `(${draft ? "draft, " : ""}${language === "sw" ? "Kiswahili" : "English"}: ${fields})`,
  moved: (who, thing, where) => `${who} moved ${thing} ${where}`,
  movedIn: (area) => `in ${area}`,
  movedTop: (area) => `to the top of ${area}`,
  movedBottom: (area) => `to the bottom of ${area}`,
  movedTo: (position, count, area) => `to position ${position} of ${count} in ${area}`,
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
  setting: (who, thing) => `${who} alibadilisha mpangilio ${thing}`,
  pageFields: (language, fields, draft) =>
    `(${draft ? "rasimu, " : ""}${language === "sw" ? "Kiswahili" : "English"}: ${fields})`,
  moved: (who, thing, where) => `${who} alihamisha ${thing} ${where}`,
  movedIn: (area) => `katika ${area}`,
  movedTop: (area) => `hadi juu ya ${area}`,
  movedBottom: (area) => `hadi mwisho wa ${area}`,
  movedTo: (position, count, area) => `hadi nafasi ya ${position} kati ya ${count} katika ${area}`,
  theSite: "tovuti",
};

export const AUDIT_WORDS: Record<Locale, AuditWords> = { en, sw };
