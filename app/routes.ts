import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { COLLECTION_NAMES } from "../shared/collections/index.ts";

/**
 * The public pages, ONE list for both languages: English at these paths, Kiswahili
 * under `/sw` with the same path after it (docs/product.md, "Kiswahili"). A path of
 * null is the index page.
 */
export const PUBLIC_PAGES: { path: string | null; file: string; id?: string }[] = [
  { path: null, file: "routes/home.tsx" },
  { path: "about", file: "routes/about.tsx" },
  { path: "team", file: "routes/team.tsx" },
  { path: "mission-vision", file: "routes/mission-vision.tsx" },
  { path: "community-impact", file: "routes/community-impact.tsx" },
  { path: "partners", file: "routes/partners.tsx" },
  { path: "programs", file: "routes/programs.tsx" },
  { path: "civic-education", file: "routes/civic-education.tsx" },
  { path: "grassroots-advocacy", file: "routes/grassroots-advocacy.tsx" },
  { path: "art-in-heart", file: "routes/art-in-heart.tsx" },
  { path: "community-dialogues", file: "routes/community-dialogues.tsx" },
  { path: "events/:id", file: "routes/event.tsx" },
  { path: "news", file: "routes/news.tsx" },
  { path: "news/slug/:slug", file: "routes/news-article.tsx", id: "news-article-by-slug" },
  { path: "news/:slug", file: "routes/news-article.tsx", id: "news-article" },
  { path: "media-hub", file: "routes/media-hub.tsx" },
  { path: "publications", file: "routes/publications.tsx" },
  { path: "community-stories", file: "routes/community-stories.tsx" },
  { path: "event-gallery", file: "routes/event-gallery.tsx" },
  { path: "resources", file: "routes/resources.tsx" },
  { path: "get-involved", file: "routes/get-involved.tsx" },
  { path: "volunteer", file: "routes/volunteer.tsx" },
  { path: "volunteer/:id", file: "routes/opening.tsx", id: "opening-volunteer" },
  { path: "intern", file: "routes/intern.tsx" },
  { path: "intern/:id", file: "routes/opening.tsx", id: "opening-internship" },
  { path: "work-with-us", file: "routes/work-with-us.tsx" },
  { path: "work-with-us/:id", file: "routes/opening.tsx", id: "opening-job" },
  { path: "shop", file: "routes/shop.tsx" },
  { path: "community-club", file: "routes/community-club.tsx" },
  { path: "donate", file: "routes/donate.tsx" },
  { path: "donate/status/:ref", file: "routes/donate-status.tsx" },
  { path: "transparency", file: "routes/transparency.tsx" },
  { path: "contact", file: "routes/contact.tsx" },
  { path: "apply", file: "routes/apply.tsx" },
  { path: "register", file: "routes/register.tsx" },
  { path: "newsletter", file: "routes/newsletter.tsx" },
  { path: "sms", file: "routes/sms.tsx" },
  { path: "search", file: "routes/search.tsx" },
  { path: "saved", file: "routes/saved.tsx" },
  { path: "offline", file: "routes/offline.tsx" },
  { path: "newsletter/confirm", file: "routes/newsletter-confirm.tsx" },
  { path: "newsletter/unsubscribe", file: "routes/newsletter-unsubscribe.tsx" },
  { path: "newsletter/archive", file: "routes/newsletter-archive.tsx" },
  { path: "newsletter/archive/:slug", file: "routes/newsletter-archive-issue.tsx" },
  { path: "*", file: "routes/not-found.tsx" },
];

/** The public layout with every public page, under `prefix` ("" for English, "sw" for Kiswahili; ids prefixed `sw-`). */
function publicPages(prefix: "" | "sw") {
  const children = PUBLIC_PAGES.map((page) => {
    const id = prefix ? `${prefix}-${page.id ?? page.file.replace(/\.tsx?$/, "")}` : page.id;
    const options = id ? { id } : {};
    return page.path === null ? index(page.file, options) : route(page.path, page.file, options);
  });
  return prefix
    ? route(prefix, "routes/public-layout.tsx", { id: `${prefix}-public-layout` }, children)
    : layout("routes/public-layout.tsx", children);
}

export default [
  publicPages(""),
  publicPages("sw"),
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/forgot-password", "routes/admin/forgot-password.tsx"),
  route("admin/reset-password", "routes/admin/reset-password.tsx"),
  route("admin/accept-invitation", "routes/admin/accept-invitation.tsx"),
  // The invitation of a staff member whose language is Kiswahili opens in Kiswahili (the emailed link).
  route("sw/admin/accept-invitation", "routes/admin/accept-invitation.tsx", {
    id: "sw-routes/admin/accept-invitation",
  }),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("news", "routes/admin/news.tsx"),
    route("publications", "routes/admin/publications.tsx"),
    route("pages", "routes/admin/pages.tsx"),
    route("pages/:key", "routes/admin/page-editor.tsx"),
    ...COLLECTION_NAMES.map((name) => route(name, "routes/admin/collection.tsx", { id: `admin-${name}` })),
    route("settings", "routes/admin/settings.tsx"),
    route("inbox", "routes/admin/inbox.tsx"),
    route("subscribers", "routes/admin/subscribers.tsx"),
    route("newsletter", "routes/admin/newsletter.tsx"),
    route("donations", "routes/admin/donations.tsx"),
    route("sms", "routes/admin/sms.tsx"),
    route("open-books", "routes/admin/open-books.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("audit", "routes/admin/audit.tsx"),
    route("account", "routes/admin/account.tsx"),
  ]),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("sitemaps/:file", "routes/sitemap-part.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("words/:file", "routes/shell-words.ts"),
  route("news/feed.xml", "routes/news-feed.ts"),
  route("sw/news/feed.xml", "routes/news-feed.ts", { id: "sw-routes/news-feed" }),
  route("newsletter/archive/feed.xml", "routes/newsletter-archive-feed.ts"),
  route("sw/newsletter/archive/feed.xml", "routes/newsletter-archive-feed.ts", {
    id: "sw-routes/newsletter-archive-feed",
  }),
  route("events.ics", "routes/events-calendar.ts"),
  route("events/:id/calendar.ics", "routes/event-calendar.ts"),
  route("sw/events.ics", "routes/events-calendar.ts", { id: "sw-routes/events-calendar" }),
  route("sw/events/:id/calendar.ics", "routes/event-calendar.ts", { id: "sw-routes/event-calendar" }),
] satisfies RouteConfig;
