import { plainPage } from "./plain-page.ts";

/** What visitors read while the database is unreachable (no app shell: it needs the database too). */
export const OUTAGE_MESSAGE = "The site is briefly unavailable. Please try again in a minute.";

export function briefOutagePage(): Response {
  return plainPage({
    status: 503,
    title: "Briefly unavailable",
    paragraphs: [OUTAGE_MESSAGE, "Nothing you did caused this, and nothing is lost."],
    headers: { "Retry-After": "30" },
  });
}
