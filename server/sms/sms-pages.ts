/** The public SMS sign-up page: it exists only when SMS is set up (docs/product.md, "SMS"). */
export const SMS_PAGE = "/sms";

/** `pages` without the SMS page when SMS is not set up: it is then left out of the sitemap and the search. */
export function pagesShown<T extends string | { path: string }>(pages: readonly T[], smsEnabled: boolean): T[] {
  return pages.filter((page) => smsEnabled || (typeof page === "string" ? page : page.path) !== SMS_PAGE);
}
