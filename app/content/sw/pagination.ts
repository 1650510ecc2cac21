/** Kiswahili twin of ../pagination.ts: the words of the numbered pager under long lists. */
import type * as en from "../pagination.ts";

export const pagerCopy: typeof en.pagerCopy = {
  previous: "Uliotangulia",
  next: "Unaofuata",
  page: (n) => `Ukurasa ${n}`,
  position: (n, last) => `Ukurasa ${n} kati ya ${last}`,
};
