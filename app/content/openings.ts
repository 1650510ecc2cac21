import type { OpeningKind } from "../../shared/collections/openings.ts";

/** Copy for one opening's own page (/volunteer/{id}, /intern/{id}, /work-with-us/{id}). */
export const openingPage = {
  eyebrow: { volunteer: "Volunteer role", internship: "Internship", job: "Position" } satisfies Record<
    OpeningKind,
    string
  >,
  back: {
    volunteer: "See the volunteer roles open now",
    internship: "See the internships open now",
    job: "See the positions open now",
  } satisfies Record<OpeningKind, string>,
  closedTitle: "This opening has closed",
  closedText: (title: string, date: string) =>
    `Applications for ${title} closed on ${date}. Thank you for your interest: other openings may suit you.`,
  failed: "Openings could not be loaded. Please refresh the page or try again shortly.",
  notFoundTitle: "Opening not found",
};

export { OPENING_LIST_PATH, openingPath } from "../../shared/collections/addresses.ts";
