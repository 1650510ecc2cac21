/** The breadcrumb's first step. */
export const homeCrumb = { label: "Home", path: "/" };

/** The landmark's name for screen readers. */
export const breadcrumbLabel: string = "Breadcrumb";

/**
 * Pages the header menu does not list, with the section each belongs to (the
 * menu gives the rest: an item of a dropdown sits below that dropdown's page).
 */
export const pagesOutsideMenu: Record<string, { label: string; parent: string }> = {
  "/civic-education": { label: "Civic Education", parent: "/programs" },
  "/grassroots-advocacy": { label: "Grassroots Advocacy", parent: "/programs" },
  "/community-dialogues": { label: "Community Dialogues", parent: "/programs" },
  "/community-club": { label: "Community Club", parent: "/get-involved" },
  "/apply": { label: "Apply", parent: "/get-involved" },
  "/register": { label: "Register for an event", parent: "/get-involved" },
  "/newsletter": { label: "Newsletter", parent: "/" },
  "/newsletter/confirm": { label: "Confirm your subscription", parent: "/newsletter" },
  "/newsletter/unsubscribe": { label: "Unsubscribe", parent: "/newsletter" },
  "/transparency": { label: "Open books", parent: "/about" },
  "/newsletter/archive": { label: "Past newsletters", parent: "/newsletter" },
  "/sms": { label: "SMS updates", parent: "/newsletter" },
};
