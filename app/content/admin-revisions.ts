/**
 * The admin's words for an item's history, comparisons, edit conflicts and
 * preview links (docs/product.md, "Revisions and edit conflicts"): the panels beside every editor of news,
 * publications and the collections.
 */
export const adminRevisionsCopy = {
  history: {
    title: "History",
    intro:
      "Every save is kept here. Choose a version to compare it with the current one, and restore it if you need to.",
    loading: "Loading the history...",
    loadFailed: "The history could not be loaded",
    empty: "No saves yet.",
    caption: "Saved versions, newest first",
    unknownAuthor: "Unknown",
    compare: "Compare",
    /** a Compare button's full name, for screen readers */
    compareWith: (when: string) => `Compare the version saved ${when} with the current one`,
    chosen: (when: string) => `The version saved ${when}, compared with the current one`,
    versionLoading: "Loading this version...",
    versionFailed: "This version could not be loaded",
    close: "Close comparison",
    restore: "Restore this version",
    restoring: "Restoring...",
    confirmTitle: "Restore this version?",
    confirmBody: (when: string) =>
      `Its fields replace the current ones, as they were saved ${when}. The current version stays in the history, so you can go back to it.`,
    restored: "Version restored. The form now shows it.",
    restoreFailed: "The version could not be restored",
    cancel: "Cancel",
    thisVersion: "the chosen version",
    current: "the current version",
  },
  compare: {
    /** the marked word before each line of the legend */
    sample: "word",
    /** read before each marked part by screen readers (the marks are not only colours) */
    added: "added:",
    removed: "removed:",
    legendRemoved: (side: string) => `Struck through, marked “removed”: only in ${side}`,
    legendAdded: (side: string) => `Underlined, marked “added”: only in ${side}`,
    none: "No field differs.",
    unchanged: { one: "1 other field is the same.", other: "{count} other fields are the same." },
    empty: "(empty)",
    published: "Publication time",
    draft: "Draft (not published)",
    yes: "Yes",
    no: "No",
  },
  conflict: {
    title: "Someone else saved this while you were editing",
    body: "Nothing you typed is lost. Below is what differs between their version and yours. Choose what to do.",
    theirs: "their version",
    yours: "your version",
    keepMine: "Keep mine",
    keepMineHint: "Saves your version over theirs.",
    takeTheirs: "Take theirs",
    takeTheirsHint: "Loads their version into the form; your text stays in a box to copy from.",
    copyMine: "Copy my text",
    copied: "Your text is copied. It is also in the box below.",
    copyFailed: "This browser did not allow copying: select the text in the box below and copy it.",
    mine: "Your text, as you typed it",
    closeMine: "Close your text",
  },
  preview: {
    title: "Preview links",
    intro:
      "Anyone with a preview link can read this draft until the link ends; it is not published and search engines do not see it.",
    hours: "Valid for (hours)",
    hoursHint: "168 hours is 7 days; at most 720 (30 days).",
    create: "Create preview link",
    creating: "Creating...",
    created: "Preview link created.",
    createFailed: "The preview link could not be created",
    loading: "Loading the preview links...",
    loadFailed: "The preview links could not be loaded",
    none: "No preview links yet.",
    caption: "Preview links of this draft",
    ends: (when: string) => `Ends ${when}`,
    copy: "Copy link",
    copied: "Link copied.",
    copyFailed: "This browser did not allow copying: select the link and copy it.",
    end: "End link",
    ending: "Ending...",
    made: (when: string) => `Made ${when}`,
    shownOnce: "Copy this link now: it is shown only once. Anyone you send it to can read the draft.",
    ended: "Link ended: it no longer opens the draft.",
    endedOn: (when: string) => `Ended ${when}`,
    expired: (when: string) => `Expired ${when}`,
    endFailed: "The link could not be ended",
  },
};

export type AdminRevisionsCopy = typeof adminRevisionsCopy;
