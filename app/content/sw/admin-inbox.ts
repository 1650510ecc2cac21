import { KIND_NAMES, STATUS_NAMES } from "../../../shared/message-kind-names.ts";
import type * as en from "../admin-inbox.ts";

/** Kiswahili twin of app/content/admin-inbox.ts: the inbox and subscribers screens (decision 0072). */
const labels: Pick<typeof en.inboxCopy, "kinds" | "statuses"> = { kinds: KIND_NAMES.sw, statuses: STATUS_NAMES.sw };

export const inboxCopy: typeof en.inboxCopy = {
  ...labels,
  title: "Kikasha",
  intro: "Jumbe, maombi na usajili kutoka kwenye fomu za tovuti.",
  folders: {
    inbox: "Kikasha",
    new: "Mpya",
    read: "Zimesomwa",
    handled: "Zimeshughulikiwa",
    spam: "Barua taka",
    archived: "Kumbukumbu",
  },
  folderLabel: "Folda",
  kindLabel: "Aina",
  allKinds: "Aina zote",
  referenceLabel: "Nafasi au tukio",
  allReferences: "Zote",
  searchLabel: "Tafuta jina, barua pepe, kichwa au maandishi",
  search: "Tafuta",
  clear: "Futa vichujio",
  empty: "Hakuna jumbe hapa.",
  loading: "Inapakia jumbe…",
  loadFailed: "Imeshindikana kupakia jumbe.",
  count: (total: number, from: number, to: number) =>
    total === 0
      ? "Hakuna jumbe"
      : total === 1
        ? "Inaonyesha ujumbe 1"
        : `Inaonyesha ${from}–${to} kati ya jumbe ${total}`,
  previous: "Uliotangulia",
  next: "Unaofuata",
  groupsTitle: "Kwa nafasi au tukio",
  groupsEmpty: "Bado hakuna maombi wala usajili.",
  groupCount: (total: number, unread: number) =>
    `${total === 1 ? "Ujumbe 1" : `Jumbe ${total}`} kwa jumla${unread ? `, ${unread === 1 ? "mpya 1" : `mpya ${unread}`}` : ""}`,
  columns: { from: "Kutoka", subject: "Kichwa", kind: "Aina", received: "Ilipokelewa", status: "Hali" },
  detail: {
    ...labels,
    back: "Rudi kwenye orodha",
    wroteInKiswahili: "Umeandikwa kwa Kiswahili",
    phone: "Simu",
    about: "Kuhusu",
    county: "Kaunti",
    organisation: "Shirika",
    people: "Watu",
    consent: "Ridhaa imetolewa",
    spamReason: "Kwa nini iko kwenye Barua taka",
    attachment: "Kiambatisho",
    download: "Pakua",
    reply: "Jibu kupitia programu yako ya barua pepe",
    replyQuote: { en: "On {when}, {name} wrote:", sw: "Tarehe {when}, {name} aliandika:" },
    whatsapp: "WhatsApp",
    replies: {
      title: "Majibu",
      empty: "Bado hakuna majibu yaliyotumwa kutoka hapa.",
      label: "Jibu lako",
      hint: "Hutumwa kwa barua pepe kwa mgeni kutoka kwenye anwani ya tovuti, chini ya taarifa ya wafanyakazi; jibu lake huja kwenye anwani ya wafanyakazi.",
      submit: "Tuma jibu",
      busy: "Inatuma…",
      done: "Jibu limewekwa kwenye foleni ya kutumwa. Linahifadhiwa hapa.",
      failed: "Imeshindikana kutuma jibu",
      by: (author: string, when: string) => `Limetumwa na ${author}, ${when}`,
      mailOff:
        "Majibu kutoka hapa hutumwa kwa barua pepe, na barua pepe haijawekwa kwenye seva hii (SMTP_URL). Tumia “Jibu kupitia programu yako ya barua pepe” hapo juu.",
    },
    notes: {
      title: "Maelezo",
      empty: "Bado hakuna maelezo.",
      label: "Ongeza maelezo",
      hint: "Wafanyakazi pekee ndio huona maelezo. Mgeni haoni kamwe.",
      submit: "Hifadhi maelezo",
      busy: "Inahifadhi…",
      done: "Maelezo yamehifadhiwa.",
      failed: "Imeshindikana kuhifadhi maelezo",
      by: (author: string, when: string) => `${author}, ${when}`,
    },
    markRead: "Weka kuwa imesomwa",
    markHandled: "Weka kuwa imeshughulikiwa",
    markNew: "Weka kuwa mpya",
    spam: "Hamishia Barua taka",
    notSpam: "Si barua taka",
    archive: "Weka kwenye kumbukumbu",
    unarchive: "Hamishia Kikasha",
    delete: "Futa",
    deleteTitle: "Ufute ujumbe huu?",
    deleteBody: "Ujumbe na kiambatisho chake vitafutwa kabisa. Hatua hii haiwezi kutenduliwa.",
    cancel: "Ghairi",
    deleted: "Ujumbe umefutwa.",
    moved: (status: string) => `Umehamishiwa: ${status}.`,
  },
  mail: {
    offTitle: "Taarifa za barua pepe zimezimwa",
    offBody:
      "Jumbe huhifadhiwa na kuonyeshwa hapa, lakini hakuna anayetumiwa barua pepe kuzihusu. Ili kuwasha taarifa, weka SMTP_URL (seva yako ya barua pepe, k.m. smtp://user:pass@mail.example.org:587), MAIL_FROM na STAFF_EMAIL (taarifa zinapokwenda), kisha uwashe tovuti upya.",
    noRecipient:
      "Barua pepe imewekwa, lakini hakuna mahali pa kutuma taarifa: weka STAFF_EMAIL kuwa anwani itakayozipokea, kisha uwashe tovuti upya.",
    failedTitle: "Barua pepe ambazo hazikuweza kutumwa",
    failedBody: "Barua pepe hizi zilijaribiwa tena kwa saa 24 kisha zikaachwa. Kagua mipangilio ya seva ya barua pepe.",
  },
  unreadLabel: (n: number) => (n === 1 ? "Ujumbe 1 haujasomwa" : `Jumbe ${n} hazijasomwa`),
  unreadFigure: "Jumbe ambazo hazijasomwa",
  spamFigure: "Kwenye Barua taka, za kukagua",
  spamWaiting: (n: number) =>
    `${n === 1 ? "Ujumbe 1 uko" : `Jumbe ${n} ziko`} kwenye Barua taka. Zikague: huenda mtu halisi yumo miongoni mwao, na “Si barua taka” huuhamishia ujumbe Kikasha.`,
  openSpam: "Fungua Barua taka",
  exportGroup: (reference: string) => `Pakua CSV: ${reference}`,
  exportLabel: "Pakua CSV",
  dashboardTitle: "Jumbe",
  dashboardOpen: "Fungua kikasha",
};

export const subscribersCopy: typeof en.subscribersCopy = {
  title: "Waliojiandikisha",
  intro: "Waliojiandikisha kupokea jarida. Anwani zilizothibitishwa pekee ndizo hupokea jarida.",
  statuses: { pending: "Inasubiri", confirmed: "Imethibitishwa", unsubscribed: "Amejiondoa" },
  all: "Wote",
  figures: {
    confirmed: "Waliothibitisha",
    pending: "Wanaosubiri kuthibitisha",
    unsubscribed: "Waliojiondoa",
  },
  export: "Pakua waliothibitisha kama CSV",
  empty: "Hakuna waliojiandikisha hapa.",
  columns: {
    email: "Barua pepe",
    status: "Hali",
    source: "Alijiandikisha kutoka",
    language: "Lugha",
    date: "Tangu",
    stopped: "Barua zimesimamishwa",
  },
  stoppedReasons: {
    hard: "Anwani haipo (barua ilirudishwa)",
    soft: "Barua zilirudishwa katika matoleo 3 kati ya 5 ya mwisho",
    complaint: "Msomaji aliiripoti kuwa barua taka",
  },
  languages: { en: "Kiingereza", sw: "Kiswahili" },
  privacyTitle: "Maombi ya kupata na kufuta taarifa",
  privacyIntro:
    "Mtu ameomba kujua tunachohifadhi kumhusu, au asahauliwe? Pakua kila kitu kinachohifadhiwa kuhusu anwani yake ya barua pepe kama JSON, au kifute kwa hatua moja (jumbe, viambatisho na rekodi za jarida).",
  emailLabel: "Anwani yake ya barua pepe",
  exportData: "Pakua taarifa zake",
  erase: "Futa kila kitu",
  eraseTitle: "Ufute kila kitu kinachohifadhiwa kuhusu anwani hii?",
  eraseBody: (email: string) => `Kila ujumbe, kiambatisho na rekodi ya jarida ya ${email} vitafutwa kabisa.`,
  erased: (messages: number, subscriptions: number) =>
    `Zimefutwa: jumbe ${messages} na rekodi ${subscriptions} za jarida.`,
  cancel: "Ghairi",
};
