/** Kiswahili twin of ../admin-sms.ts: the admin's SMS screen. */
import type * as en from "../admin-sms.ts";

export const smsAdminCopy: typeof en.smsAdminCopy = {
  title: "SMS",
  intro:
    "Matangazo hutumwa kwa kila nambari iliyojiandikisha katika lugha yake, kati ya saa 08:00 na 19:00 kwa saa za Afrika Mashariki. Nambari zilizozuiwa hazitumiwi chochote.",
  off: "SMS haijawekwa kwenye tovuti hii: hakuna kinachoweza kutumwa. Tazama “Going live with SMS” kwenye README.",
  compose: {
    title: "Tangazo jipya",
    en: "Ujumbe kwa Kiingereza",
    sw: "Ujumbe kwa Kiswahili",
    stopNote: "Maneno ya kuacha huongezwa mwishoni mwa kila ujumbe.",
    at: "Tuma saa (saa za Afrika Mashariki)",
    atHint: "Acha wazi ili kutuma sasa. Nje ya saa 08:00–19:00 husubiri hadi saa 08:00.",
    counter: (characters: number, segments: number, encoding: string) =>
      `Herufi ${characters} · sehemu ${segments} za SMS (${encoding})`,
    estimate: (subscribers: number, cost: string) =>
      `Nambari ${subscribers} zilizojiandikisha · gharama inayokadiriwa KSh ${cost}`,
    send: "Tuma tangazo",
    sending: "Inatuma…",
    queued: "Tangazo limehifadhiwa: litatumwa kwa wakati wake, ndani ya saa za kutuma.",
  },
  broadcasts: {
    title: "Matangazo",
    empty: "Bado hakuna matangazo.",
    columns: {
      message: "Ujumbe",
      status: "Hali",
      time: "Kutumwa saa",
      total: "Nambari",
      sent: "Yametumwa",
      delivered: "Yamefika",
      failed: "Yameshindwa",
      cost: "Gharama inayokadiriwa",
    },
    statuses: { scheduled: "Limepangwa", sending: "Linatumwa", sent: "Limetumwa" },
  },
  subscribers: {
    title: "Waliojiandikisha kwa SMS",
    empty: "Bado hakuna waliojiandikisha kwa SMS.",
    export: "Hamisha waliojiandikisha kwa SMS kama CSV",
    columns: { phone: "Simu", language: "Lugha", status: "Hali", consent: "Idhini", source: "Walijiandikisha kupitia" },
    statuses: { subscribed: "Amejiandikisha", unsubscribed: "Amejiondoa" },
    sources: { form: "Fomu ya tovuti", api: "Tovuti", sms: "Jibu la SMS", registration: "Usajili" },
  },
  suppressions: {
    title: "Nambari zilizozuiwa",
    intro: "Nambari zilizoomba kuacha. Ni mwenye nambari pekee anayeweza kuondoa zuio hili, kwa kutuma START au ANZA.",
    empty: "Hakuna nambari zilizozuiwa.",
    columns: { phone: "Simu", reason: "Sababu", detail: "Maneno yake au ya mtandao", date: "Tangu" },
    erased: "Imefutwa kwa ombi lake",
    reasons: {
      reply: "Alijibu kuacha",
      gateway: "Alijiondoa kupitia mtandao wa simu",
      blocked: "Alizuia jina letu la mtumaji",
    },
  },
  languages: { en: "Kiingereza", sw: "Kiswahili" },
};
