import type { InboxMailCopy } from "./en.ts";

/** The inbox's staff mails in Kiswahili (decision 0072; words from docs/kiswahili-glossary.md). */
export const inboxMailCopy: InboxMailCopy = {
  notice: {
    from: (kind, who) => `${kind} kutoka kwa ${who}`,
    phone: "Simu",
    about: "Kuhusu",
    county: "Kaunti",
    organisation: "Shirika",
    people: "Watu",
    attachment: (filename) => `Kiambatisho: ${filename} (kifungue kwenye kikasha)`,
    noMessage: "(hakuna ujumbe)",
    open: (url) => `Ufungue kwenye kikasha: ${url}`,
    reply: "Jibu barua pepe hii ili kumjibu mgeni moja kwa moja.",
  },
  digest: {
    subject: (n) =>
      `Muhtasari wa barua taka: ${n === 1 ? "ujumbe 1 umezuiliwa" : `jumbe ${n} zimezuiliwa`} kwenye Barua taka`,
    intro: (n) =>
      `${n === 1 ? "Ujumbe 1 uliwekwa" : `Jumbe ${n} ziliwekwa`} kwenye Barua taka tangu muhtasari uliopita. Ikiwa mmoja ni wa mtu halisi, ufungue na ubonyeze “Si barua taka”: utahamia kwenye kikasha na taarifa ya kawaida itatumwa.`,
    why: "Sababu",
    movedByStaff: "ulihamishiwa Barua taka na mfanyakazi",
    open: "Fungua",
    more: (n, url) => `…na ${n} zaidi kwenye ${url}`,
  },
};
