/**
 * The public pages listed in /sitemap.xml, besides each live article,
 * publication, open opening and published event. Kept equal to the static
 * paths of app/routes.ts by a unit test (sitemap-pages.test.ts), so a new
 * page cannot be forgotten.
 */
export const sitemapPages: string[] = [
  "/",
  "/about",
  "/team",
  "/mission-vision",
  "/community-impact",
  "/partners",
  "/programs",
  "/civic-education",
  "/grassroots-advocacy",
  "/art-in-heart",
  "/community-dialogues",
  "/news",
  "/media-hub",
  "/publications",
  "/community-stories",
  "/event-gallery",
  "/resources",
  "/get-involved",
  "/volunteer",
  "/intern",
  "/work-with-us",
  "/shop",
  "/community-club",
  "/donate",
  "/transparency",
  "/contact",
  "/apply",
  "/register",
  "/newsletter",
  "/sms",
  "/newsletter/archive",
];

/**
 * Pages reached only through a link in a mail, the search results (a page per
 * query), and what lives on the visitor's device (the Saved page, the offline
 * page), all marked noindex: never listed, never indexed.
 */
export const unlistedPages: string[] = [
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
  "/search",
  "/saved",
  "/offline",
];
