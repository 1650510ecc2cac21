/** The reader without JavaScript (and in lite mode): one page image at a time, its text beneath. */
export const pageReaderCopy = {
  heading: (title: string) => `Reading: ${title}`,
  pageImage: (page: number, total: number) => `Page ${page} of ${total}`,
  textHeading: (page: number) => `Text of page ${page}`,
  noText: "This page has no text to copy: it is a scanned image.",
  previous: "Previous page",
  next: "Next page",
  goTo: "Go to page",
  go: "Go",
  pending: (done: number, total: number | null) =>
    total
      ? `The pages of this report are being prepared (${done} of ${total} ready). Please download the PDF meanwhile, or come back shortly.`
      : "The pages of this report are being prepared. Please download the PDF meanwhile, or come back shortly.",
  unavailable: "This report can't be shown page by page. Please download the PDF to read it.",
  navLabel: "Report pages",
};
export type PageReaderCopy = typeof pageReaderCopy;
