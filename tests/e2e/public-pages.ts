import { sitemapPages } from "../../app/content/sitemap-pages.ts";
import { pagesShown } from "../../server/sms/sms-pages.ts";

type Api = (path: string) => Promise<unknown>;

/**
 * Every public page the conformance checks (axe, the HTML validator) visit.
 * The static pages come from the sitemap's list, which a unit test keeps equal
 * to app/routes.ts, so a new page is checked as soon as it is routed. A page
 * that needs an address of its own (an item, a query string) adds one line to
 * `extraPages`.
 */
const extraPages: Array<{ name: string; path: (api: Api) => Promise<string | null> }> = [
  {
    name: "a news article",
    path: async (api) =>
      `/news/${((await api("/api/news?limit=1")) as { items: Array<{ slug: string }> }).items[0]?.slug}`,
  },
  {
    name: "a shared publication",
    path: async (api) =>
      `/publications?doc=${((await api("/api/publications?limit=1")) as { items: Array<{ slug: string }> }).items[0]?.slug}`,
  },
  { name: "a news category", path: async () => "/news?category=Civic%20Education" },
  { name: "a tracked link", path: async () => "/?utm_source=whatsapp&fbclid=IwAR0abc" },
  { name: "the not-found page", path: async () => "/no-such-page" },
];

/** The names of the pages to check (static paths as they are, the others by what they are). */
// The demo servers run without SMS, so its sign-up page is a 404 there (tests/e2e/sms.test.ts covers it with SMS on).
export const publicPageNames: string[] = [...pagesShown(sitemapPages, false), ...extraPages.map((page) => page.name)];

/** Resolves a name of `publicPageNames` to an address on the server at `origin`. */
export async function publicPagePath(origin: string, name: string): Promise<string> {
  const extra = extraPages.find((page) => page.name === name);
  if (!extra) return name;
  const path = await extra.path(async (apiPath) => (await fetch(origin + apiPath)).json());
  if (!path) throw new Error(`no address for ${name}`);
  return path;
}
