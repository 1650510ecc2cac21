/** Kiswahili twin of ../admin-open-books.ts: the admin's Open books screen. */
import type * as en from "../admin-open-books.ts";
import { transparencyPage } from "./transparency.ts";

export const openBooksCopy: typeof en.openBooksCopy = {
  title: "Hesabu wazi",
  intro:
    "Unachorekodi hapa kinachapishwa kwenye ukurasa wa uwazi (/transparency). Michango ya M-Pesa inajihesabu yenyewe; rekodi uhamisho wa benki na michango mingine, matumizi kwa kila programu na mwaka, na taarifa ya fedha iliyokaguliwa ya kila mwaka. Hakuna kinachohaririwa: marekebisho ni ingizo jipya linalochukua nafasi ya lile linalorekebishwa.",
  viewPage: "Tazama ukurasa wa umma",
  gift: {
    title: "Rekodi mchango uliopokelewa nje ya M-Pesa",
    amount: "Kiasi (KSh)",
    amountHint: "Shilingi kamili.",
    receivedOn: "Siku fedha zilipopokelewa",
    channel: "Njia ilivyopokelewa",
    channels: { bank: "Uhamisho wa benki", other: "Nyingine (taslimu, hundi…)" },
    note: "Maelezo (ya hesabu, hayaonyeshwi kwa umma)",
    submit: "Rekodi mchango",
    saved: "Mchango umerekodiwa. Ukurasa wa uwazi unauhesabu sasa.",
  },
  spending: {
    title: "Rekodi matumizi",
    year: "Mwaka",
    programme: "Programu",
    amount: "Kiasi kilichotumika (KSh)",
    note: "Maelezo mafupi (yanaonyeshwa kwenye ukurasa wa uwazi)",
    submit: "Rekodi matumizi",
    saved: "Matumizi yamerekodiwa. Ukurasa wa uwazi unayaonyesha sasa.",
  },
  statement: {
    title: "Chapisha taarifa ya fedha iliyokaguliwa ya mwaka",
    year: "Mwaka",
    file: "Taarifa (PDF)",
    submit: "Pakia na uchapishe",
    saved: "Taarifa imechapishwa.",
    notPdf: "Chagua taarifa kama faili ya PDF.",
  },
  programmes: transparencyPage.programmes,
  correcting: "Unarekebisha ingizo {id}: kiasi utakachoandika kinachukua nafasi yake (0 kinalifuta).",
  cancelCorrection: "Acha kurekebisha",
  correct: "Rekebisha",
  entriesTitle: "Maingizo",
  giftsTitle: "Michango iliyorekodiwa",
  spendingTitle: "Matumizi yaliyorekodiwa",
  columns: { entry: "Ingizo", date: "Siku", year: "Mwaka", what: "Nini", amount: "Kiasi", note: "Maelezo", state: "Hali" },
  counts: "Inahesabiwa",
  replaced: "Imerekebishwa na ingizo jipya",
  correctsEntry: "inarekebisha {id}",
  none: "Bado hakuna kilichorekodiwa.",
  failed: "Ingizo halikurekodiwa",
  loading: "Inapakia…",
  loadFailed: "Maingizo hayakuweza kupakiwa.",
};
