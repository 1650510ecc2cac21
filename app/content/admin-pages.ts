/**
 * The admin's words for the Pages screen (issue 33): the list of public pages and
 * the editor of a page's copy in English and Kiswahili side by side.
 */
export const adminPagesCopy = {
  list: {
    title: "Pages",
    intro:
      "The words, links and pictures of the site's public pages, in English and Kiswahili. Open a page to change its copy.",
    caption: "Public pages",
    page: "Page",
    address: "Address",
    lastChange: "Last change",
    actions: "Actions",
    edit: "Edit",
    editLabel: (title: string) => `Edit ${title}`,
    /** a page nobody has changed yet */
    shipped: "Shipped copy",
    changedBy: (when: string, who: string | null) => (who ? `${when} by ${who}` : when),
    swComplete: "Kiswahili complete",
    swIncomplete: "Kiswahili incomplete",
    loading: "Loading the pages...",
    loadFailed: "The pages could not be loaded",
    retry: "Try again",
    empty: "No pages.",
  },
  editor: {
    back: "All pages",
    loading: "Loading the page...",
    loadFailed: "The page could not be loaded",
    retry: "Try again",
    viewEnglish: "View page in English",
    viewKiswahili: "View page in Kiswahili",
    opensNewTab: "(opens in a new tab)",
    never: "Not changed yet: the page shows its shipped copy.",
    lastChange: (when: string, who: string | null) =>
      who ? `Last changed ${when} by ${who}.` : `Last changed ${when}.`,
    english: "English",
    kiswahili: "Kiswahili",
    inEnglish: (label: string) => `${label} (English)`,
    inKiswahili: (label: string) => `${label} (Kiswahili)`,
    swMissing: "Kiswahili missing",
    swOutdated: "Kiswahili older than English",
    warnings: "Some saved copy no longer fits this page, so its shipped text shows instead:",
    warning: (path: string, message: string) => `${path}: ${message}`,
    draft: (language: string, when: string, who: string | null) =>
      `A ${language} draft saved ${when}${who ? ` by ${who}` : ""} is not public yet. The form shows it.`,
    entry: (label: string, n: number) => `${label} ${n}`,
    entries: (count: number, min: number, max: number) =>
      min > 0 ? `${count} of ${min} to ${max} entries.` : `${count} of at most ${max} entries.`,
    add: (label: string) => `Add ${label}`,
    remove: "Remove",
    moveUp: "Move up",
    moveDown: "Move down",
    removeLabel: (entry: string) => `Remove ${entry}`,
    moveUpLabel: (entry: string) => `Move ${entry} up`,
    moveDownLabel: (entry: string) => `Move ${entry} down`,
    altRequired: "Describe the picture: its alt text is required.",
    linkHint: "An https:// address, or a path on this site such as /contact.",
    save: "Save",
    saving: "Saving...",
    saveDraft: "Save as draft",
    publishDraft: (language: string) => `Publish ${language} draft`,
    publishing: "Publishing...",
    saved: "Saved. The public page shows the new copy now.",
    draftSaved: "Draft saved. The public page stays as it is until the draft is published.",
    published: (language: string) => `${language} draft published. The public page shows it now.`,
    unchanged: "Nothing has changed yet.",
    invalid: "Some fields need attention: see the messages beside them.",
    failed: "The page could not be saved",
    publishFailed: "The draft could not be published",
    inLanguage: (language: string, message: string) => `${language}: ${message}`,
    savedIn: (language: string) => `${language} was saved.`,
    conflict:
      "Someone else saved this page since you opened it. Nothing of yours was saved. Load their version: what you typed stays in the form. Then check it and save again.",
    reload: "Load their version, keep my typing",
    reloading: "Loading...",
    reloaded: "Their version is loaded and your typing is kept. Check the page, then save.",
  },
};

export type AdminPagesCopy = typeof adminPagesCopy;
