/** Kiswahili twin of ../page-reader.ts: the reader without JavaScript, one page image at a time. */
import type * as en from "../page-reader.ts";

export const pageReaderCopy: typeof en.pageReaderCopy = {
  heading: (title) => `Unasoma: ${title}`,
  pageImage: (page, total) => `Ukurasa ${page} kati ya ${total}`,
  textHeading: (page) => `Maandishi ya ukurasa ${page}`,
  noText: "Ukurasa huu hauna maandishi ya kunakili: ni picha ya karatasi iliyoskaniwa.",
  previous: "Ukurasa uliotangulia",
  next: "Ukurasa unaofuata",
  goTo: "Nenda kwenye ukurasa",
  go: "Nenda",
  pending: (done, total) =>
    total
      ? `Kurasa za ripoti hii zinaandaliwa (${done} kati ya ${total} ziko tayari). Kwa sasa tafadhali pakua PDF, au urudi baada ya muda mfupi.`
      : "Kurasa za ripoti hii zinaandaliwa. Kwa sasa tafadhali pakua PDF, au urudi baada ya muda mfupi.",
  unavailable: "Ripoti hii haiwezi kuonyeshwa ukurasa kwa ukurasa. Tafadhali pakua PDF ili uisome.",
  navLabel: "Kurasa za ripoti",
};
