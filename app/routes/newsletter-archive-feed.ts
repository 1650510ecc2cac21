import { rssXml } from "../../server/discovery/rss.ts";
import { servicesContext } from "../../server/http/request-context.ts";
import { localizedPath } from "../../shared/locales.ts";
import * as archiveCopy from "../content/newsletter-archive.ts";
import { copyIn } from "../lib/copy.server.ts";
import { requestLocale } from "../lib/page-language.ts";
import type { Route } from "./+types/newsletter-archive-feed";

/** /newsletter/archive/feed.xml and /sw/newsletter/archive/feed.xml: RSS 2.0 of the sent issues of that language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const locale = requestLocale(request);
  const { newsletterArchive: copy } = copyIn(locale, "newsletter-archive", archiveCopy);
  const here = (path: string) => localizedPath(path, locale);
  const issues = await services.newsletterIssues.archive(locale);
  const xml = rssXml(
    {
      title: copy.feedTitle,
      description: copy.meta.description,
      origin: services.config.publicUrl,
      path: here("/newsletter/archive"),
      selfPath: here("/newsletter/archive/feed.xml"),
      language: locale === "sw" ? "sw" : "en-ke",
    },
    issues.map((issue) => ({
      title: issue.subject,
      path: here(`/newsletter/archive/${issue.slug}`),
      summary: issue.summary || issue.subject,
      html: null,
      category: copy.feedTitle,
      published_at: issue.sent_at,
    })),
  );
  return new Response(xml, {
    // As the list page: out of the shared page cache, since no content write announces a newly sent issue.
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "private, max-age=300" },
  });
}
