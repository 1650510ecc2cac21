/** Copy of /publications, the home publications section and the PDF reader. */
export const publicationsPage = {
  meta: {
    title: "Publications",
    description:
      "Reports, policy briefs and conference papers from Uraia on civic education, public participation and good governance in Kenya. Read them online or download the PDF.",
    /** a shared publication's link preview when it has no description of its own */
    sharedDescription: "{type} from Uraia: read it online or download the PDF.",
  },
  hero: {
    eyebrow: "Media",
    title: "Publications",
    intro:
      "Our research, policy briefs and conference reports on public participation, devolution and accountable leadership, free to read online or download.",
  },
  home: {
    eyebrow: "Research & Reports",
    title: "Publications",
    intro: "Evidence from the communities we work with, written up so that citizens and leaders can act on it.",
    viewAll: "View all publications",
  },
  featured: "Featured",
  latest: "Latest Publications",
  pagesLabel: "Publication pages",
  loading: "Loading publications...",
  failed: "Failed to load publications",
  empty: "No publications yet.",
  read: "Read Online",
  share: "Share",
};

export const pdfReaderCopy = {
  loading: "Loading PDF...",
  failed: "Failed to load PDF. Please try downloading the file instead.",
  download: "Download PDF",
  openInNewTab: "Open in New Tab",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  rotate: "Rotate 90°",
  fullscreen: "Fullscreen",
  exitFullscreen: "Exit fullscreen",
  close: "Close reader",
};

/** What the publication lists (home section and /publications) are given: their words and the reader's. */
export const publicationsListCopy = { page: publicationsPage, reader: pdfReaderCopy };
