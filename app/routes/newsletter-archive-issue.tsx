import { data } from "react-router";
import { servicesContext } from "../../server/http/request-context.ts";
import { formatDate } from "../../shared/format-date.ts";
import { localizedPath } from "../../shared/locales.ts";
import { ArchiveIssue } from "../components/newsletter/archive-list.tsx";
import { NewsletterCard } from "../components/newsletter/newsletter-card.tsx";
import * as archiveCopy from "../content/newsletter-archive.ts";
import { copyFor } from "../lib/copy.server.ts";
import { packCopy, unpackCopy } from "../lib/copy-wire.ts";
import { pageMeta } from "../lib/meta.ts";
import { requestLocale } from "../lib/page-language.ts";
import { routeComponent } from "../lib/route-component.ts";
import type { Route } from "./+types/newsletter-archive-issue";

type Copy = typeof archiveCopy.newsletterArchive;

/** /newsletter/archive/<slug>: one sent issue's words, in the language it was sent in. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const copy = copyFor(request, "newsletter-archive", archiveCopy).newsletterArchive;
  const issue = await context.get(servicesContext).newsletterIssues.archived(params.slug);
  if (!issue) throw data(copy.notFound, { status: 404 });
  return {
    copy: packCopy(copy satisfies Copy),
    issue: { ...issue, sentOn: copy.sentOn(formatDate(issue.sent_at, "long", locale)) },
    back: localizedPath("/newsletter/archive", locale),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches[0]?.loaderData, {
        title: loaderData.issue.subject,
        description: loaderData.issue.summary || unpackCopy<Copy>(loaderData.copy).meta.description,
        path: `/newsletter/archive/${loaderData.issue.slug}`,
      })
    : [];

function NewsletterArchiveIssue({ loaderData }: Route.ComponentProps) {
  const copy = unpackCopy<Copy>(loaderData.copy);
  const { issue } = loaderData;
  return (
    <NewsletterCard title={issue.subject}>
      <p className="text-sm">{issue.sentOn}</p>
      <div lang={issue.locale}>
        <ArchiveIssue paragraphs={issue.paragraphs} />
      </div>
      <p>
        <a href={loaderData.back} className="text-brand-800 underline">
          {copy.back}
        </a>
      </p>
    </NewsletterCard>
  );
}

export default routeComponent(NewsletterArchiveIssue);
