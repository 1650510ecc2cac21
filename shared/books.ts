/**
 * Open books (docs/product.md, "Open books"): what the public transparency page
 * and GET /api/transparency show, and what the Finance officer records.
 */

/** The programmes spending is recorded against (their names in each language: app/content/transparency.ts). */
export const PROGRAMMES = [
  "civic-education",
  "grassroots-advocacy",
  "art-in-heart",
  "community-dialogues",
  "running-costs",
  "fundraising",
] as const;
export type Programme = (typeof PROGRAMMES)[number];

/** How a gift recorded by staff arrived. */
export const GIFT_CHANNELS = ["bank", "other"] as const;
export type GiftChannel = (typeof GIFT_CHANNELS)[number];

/** Below this many gifts in a month, the page shows its total but not how it arrived. */
export const MIN_GIFTS_FOR_SPLIT = 5;
/** How many months the page and the API show, the current one last. */
export const MONTHS_SHOWN = 24;

export type TransparencyMonth = {
  /** YYYY-MM, East Africa Time */
  month: string;
  total: number;
  count: number;
  /** null when the month has fewer than MIN_GIFTS_FOR_SPLIT gifts */
  channels: { stk: number; paybill: number; bank: number } | null;
};

export type TransparencyYear = {
  year: number;
  received: number;
  spent: Array<{ programme: Programme; amount: number }>;
  statement_url: string | null;
};

/** GET /api/transparency. */
export type Transparency = { currency: "KES"; months: TransparencyMonth[]; years: TransparencyYear[] };

/** A gift or spending entry as the admin lists it (corrections are entries of their own). */
export type GiftEntry = {
  id: number;
  amount: number;
  received_on: string;
  channel: GiftChannel;
  note: string | null;
  corrects: number | null;
  /** a newer entry corrects this one: it no longer counts */
  superseded: boolean;
  created_at: string;
};

export type SpendingEntry = {
  id: number;
  year: number;
  programme: Programme;
  amount: number;
  note: string | null;
  corrects: number | null;
  superseded: boolean;
  created_at: string;
};

export type StatementEntry = { id: number; year: number; url: string; created_at: string };
