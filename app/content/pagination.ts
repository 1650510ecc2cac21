/** Words of the numbered pager under long lists (/news, /publications). */
export const pagerCopy = {
  previous: "Previous",
  next: "Next",
  page: (n: number) => `Page ${n}`,
  /** the list's place, for the pager's label and the page title */
  position: (n: number, last: number) => `Page ${n} of ${last}`,
};

export type PagerCopy = typeof pagerCopy;
