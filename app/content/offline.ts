/**
 * Reading offline (docs/product.md, "Reading offline"): the "Save for offline"
 * button, the Saved page and the offline page. `{date}`, `{used}`, `{limit}`,
 * `{size}`, `{title}` and `{n}` are filled in on the page (shared/fill-in.ts).
 */
export const saveButton = {
  save: "Save for offline",
  saving: "Saving…",
  withPdf: "Also keep the PDF ({size})",
  savedAt: "Saved for offline · {date}",
  seeSaved: "Everything saved",
  remove: "Remove from this device",
  full: "Your saved reading is full ({used} of {limit}). Remove something on the Saved page to make room.",
  noRoom: "This device has no room left for saved reading. Free some space, or remove something you saved.",
  failed: "This page could not be saved. Check your connection and try again.",
};

export const savedPage = {
  meta: {
    title: "Saved for offline",
    description: "Articles and reports saved on this device, to read without a connection.",
    path: "/saved",
  },
  hero: {
    eyebrow: "Read it later",
    title: "Saved for offline",
    intro: "Articles and reports you saved on this device. They open without a connection.",
  },
  needsScript:
    "Saved reading works in the full version of the site, with JavaScript on. The lite version saves nothing on your device.",
  empty:
    'Nothing is saved yet. Use "Save for offline" on an article or a report to read it later without a connection.',
  usage: "{used} of {limit} used on this device",
  listLabel: "Saved articles and reports",
  kinds: { article: "Article", publication: "Report" },
  pages: "{n} pages",
  withPdf: "with the PDF",
  size: "Size: {size}",
  savedAt: "Saved {date}",
  remove: "Remove",
  removeLabel: "Remove {title}",
};

export const offlinePage = {
  meta: {
    title: "You are offline",
    description: "This page is not saved on this device.",
    path: "/offline",
  },
  title: "You are offline",
  body: "This page is not saved on this device, so it can't open without a connection. It will open once you are back online.",
  savedTitle: "Saved on this device",
  savedAt: "Saved {date}",
  seeSaved: "See everything saved for offline",
};
