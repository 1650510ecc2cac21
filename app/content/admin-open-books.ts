import type { GiftChannel } from "../../shared/books.ts";
import { transparencyPage } from "./transparency.ts";

/** The admin's Open books screen: what the Finance officer records for the public transparency page. */
export const openBooksCopy = {
  title: "Open books",
  intro:
    "What you record here is published on the transparency page (/transparency). M-Pesa gifts count by themselves; record bank transfers and other gifts, spending per programme and year, and each year's audited statement. Nothing is ever edited: a correction is a new entry that replaces the one it corrects.",
  viewPage: "See the public page",
  gift: {
    title: "Record a gift received outside M-Pesa",
    amount: "Amount (KSh)",
    amountHint: "Whole shillings.",
    receivedOn: "Day the money arrived",
    channel: "How it came",
    channels: { bank: "Bank transfer", other: "Other (cash, cheque…)" } satisfies Record<GiftChannel, string>,
    note: "Note (for the books, not shown publicly)",
    submit: "Record the gift",
    saved: "Gift recorded. The transparency page counts it now.",
  },
  spending: {
    title: "Record spending",
    year: "Year",
    programme: "Programme",
    amount: "Amount spent (KSh)",
    note: "Short note (shown on the transparency page)",
    submit: "Record the spending",
    saved: "Spending recorded. The transparency page shows it now.",
  },
  statement: {
    title: "Publish a year's audited statement",
    year: "Year",
    file: "Statement (PDF)",
    submit: "Upload and publish",
    saved: "Statement published.",
    notPdf: "Choose the statement as a PDF file.",
  },
  programmes: transparencyPage.programmes,
  correcting: "Correcting entry {id}: the amount you give replaces it (0 cancels it).",
  cancelCorrection: "Cancel the correction",
  correct: "Correct",
  entriesTitle: "Entries",
  giftsTitle: "Gifts recorded",
  spendingTitle: "Spending recorded",
  columns: { entry: "Entry", date: "When", year: "Year", what: "What", amount: "Amount", note: "Note", state: "State" },
  counts: "Counts",
  replaced: "Replaced by a correction",
  correctsEntry: "corrects {id}",
  none: "Nothing recorded yet.",
  failed: "The entry was not recorded",
  loading: "Loading…",
  loadFailed: "The entries could not be loaded.",
};
