import type { Programme } from "../../shared/books.ts";
import type { HeroCopy, PageMetaFields } from "./page-types.ts";

/** The open-books page, /transparency (docs/product.md, "Open books"). */
export const transparencyPage = {
  meta: {
    title: "Open books",
    description:
      "What Uraia receives each month and what it spends on each programme each year, with the audited statements.",
    path: "/transparency",
  } satisfies PageMetaFields,
  hero: {
    eyebrow: "Transparency",
    title: "Open books",
    intro:
      "Every shilling given through this site is counted here the month it arrives, with the gifts our Finance officer records from the bank. What we spend is shown by programme for each year, beside the audited statement.",
  } satisfies HeroCopy,
  receivedTitle: "Money received",
  receivedIntro:
    "The last 24 months. Only completed payments count; a prompt that was cancelled or never paid is not money received. In a month with fewer than 5 gifts we show the total but not how it came in, so no single donor can be picked out.",
  chartTitle: "Money received each month, in shillings",
  chartSummary: "{total} received over the last {months} months.",
  tableCaption: "Money received each month",
  month: "Month",
  total: "Total",
  gifts: "Gifts",
  channelsHeading: "How it came in",
  channels: { stk: "M-Pesa from this site", paybill: "Paybill", bank: "Bank transfer" },
  splitHidden: "Hidden (fewer than 5 gifts)",
  yearsTitle: "Each year",
  yearsIntro:
    "Money received in each year, and spending by programme as recorded by our Finance officer from the accounts. A correction is recorded as a new entry; the figures here are the corrected ones.",
  year: "Year",
  received: "Received",
  programme: "Programme",
  spent: "Spent",
  totalSpent: "Total spent",
  nothingSpent: "No spending recorded for this year yet.",
  statement: "Audited statement (PDF)",
  noStatement: "The audited statement for this year is not published yet.",
  programmes: {
    "civic-education": "Civic education",
    "grassroots-advocacy": "Grassroots advocacy",
    "art-in-heart": "Art in Heart",
    "community-dialogues": "Community dialogues",
    "running-costs": "Running the organisation",
    fundraising: "Fundraising",
  } satisfies Record<Programme, string>,
  thanksTitle: "Asante",
  thanksIntro: "Donors who chose, when they gave, to be thanked here by name:",
  thanksTo: "Asante to",
  csvLink: "Download these figures (CSV)",
  apiNote: "The same figures are at /api/transparency as JSON.",
  donateCta: "Give to Uraia",
};

/** The link to this page from the donate page, About and the footer. */
export const transparencyLink = { label: "Open books: where the money goes", href: "/transparency" };
