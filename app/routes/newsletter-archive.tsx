import { servicesContext } from "../../server/http/request-context.ts";
import { formatDate } from "../../shared/format-date.ts";
import { localizedPath } from "../../shared/locales.ts";
import { ArchiveList } from "../components/newsletter/archive-list.tsx";
import { NewsletterCard } from "../components/newsletter/newsletter-card.tsx";
import * as archiveCopy from "../content/newsletter-archive.ts";
import { copyFor } from "../lib/copy.server.ts";
import { packCopy, unpackCopy } from "../lib/copy-wire.ts";
import { pageMeta } from "../lib/meta.ts";
import { requestLocale } from "../lib/page-language.ts";
import { routeComponent } from "../lib/route-component.ts";
import type { Route } from "./+types/newsletter-archive";

type Copy = typeof archiveCopy.newsletterArchive;

/**
 * An issue joins the list when the sending task finishes, which no content write
 * announces: the list stays out of the shared page cache (browsers keep it 5 minutes).
 */
const ARCHIVE_LIST_CACHE = "private, max-age=300";
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": ARCHIVE_LIST_CACHE });

/** /newsletter/archive and /sw/newsletter/archive: the sent issues of the page's language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const copy = copyFor(request, "newsletter-archive", archiveCopy).newsletterArchive;
  const issues = await context.get(servicesContext).newsletterIssues.archive(locale);
  return {
    copy: packCopy(copy satisfies Copy),
    feed: localizedPath("/newsletter/archive/feed.xml", locale),
    subscribe: localizedPath("/newsletter", locale),
    entries: issues.map((issue) => ({
      slug: issue.slug,
      subject: issue.subject,
      sentOn: copy.sentOn(formatDate(issue.sent_at, "long", locale)),
      summary: issue.summary,
      href: localizedPath(`/newsletter/archive/${issue.slug}`, locale),
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches[0]?.loaderData, unpackCopy<Copy>(loaderData.copy).meta) : [];

function NewsletterArchive({ loaderData }: Route.ComponentProps) {
  const copy = unpackCopy<Copy>(loaderData.copy);
  return (
    <NewsletterCard title={copy.title}>
      <p>{copy.intro}</p>
      <ArchiveList entries={loaderData.entries} empty={copy.empty} />
      <p>
        <a href={loaderData.subscribe} className="text-brand-800 underline">
          {copy.subscribe}
        </a>
        {" · "}
        <a href={loaderData.feed} className="text-brand-800 underline">
          {copy.feed}
        </a>
      </p>
    </NewsletterCard>
  );
}

export default routeComponent(NewsletterArchive);
