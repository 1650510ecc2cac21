import { Suspense } from "react";
import { Await, isRouteErrorResponse } from "react-router";
import { servicesContext } from "../../server/http/request-context.ts";
import { fillIn } from "../../shared/fill-in.ts";
import { OWN_IMAGES } from "../../shared/offline/saved-items.ts";
import { pageHref } from "../../shared/pagination.ts";
import { type Publication, publicationDownloadPath, publicationPath } from "../../shared/publications.ts";
import { publicationReadingPath } from "../../shared/share-urls.ts";
import { reportLd } from "../../shared/structured-data/report.ts";
import { SaveForOffline } from "../components/offline/save-for-offline.tsx";
import { PageReader } from "../components/publications/page-reader.tsx";
import { previewKicker, publicationPreviewPath } from "../components/publications/publication-preview.ts";
import {
  loadPublications,
  loadReading,
  loadSharedPublication,
} from "../components/publications/publications.server.ts";
import { PublicationsList } from "../components/publications/publications-list.tsx";
import { JsonLd } from "../components/seo/json-ld.tsx";
import { Container, PageHero } from "../components/ui/layout.tsx";
import { useLocalizedHref } from "../components/ui/localized-link.tsx";
import { Pager } from "../components/ui/pager.tsx";
import * as offlineCopy from "../content/offline.ts";
import * as pageReaderCopy from "../content/page-reader.ts";
import * as paginationCopy from "../content/pagination.ts";
import * as publicationsPageCopy from "../content/publications-page.ts";
import type { BreadcrumbHandle } from "../lib/breadcrumb-trail.ts";
import { copyFor } from "../lib/copy.server.ts";
import { packCopy, unpackCopy } from "../lib/copy-wire.ts";
import { isInAppNavigation } from "../lib/deferred.server.ts";
import { assertPageExists, pagerLinks, requestedPage } from "../lib/list-page.ts";
import { pageMeta, type RootData } from "../lib/meta.ts";
import { pageLanguage, requestLocale } from "../lib/page-language.ts";
import { previewCardAlt } from "../lib/preview-card-alt.ts";
import { routeComponent } from "../lib/route-component.ts";
import { usePartWords } from "../lib/shell-copy.ts";
import type { Route } from "./+types/publications";
import NotFound from "./not-found.tsx";

/** The copy this page shows, in its language (decision 0066). */
type Copy = {
  saveButton: typeof offlineCopy.saveButton;
  pageReaderCopy: typeof pageReaderCopy.pageReaderCopy;
  pagerCopy: typeof paginationCopy.pagerCopy;
  publicationsPage: typeof publicationsPageCopy.publicationsPage;
};

/**
 * One page of the list (`?page=N`, featured first). It arrives with the HTML
 * ('Loading publications...' during in-app navigation); a ?doc= publication is
 * looked up first for its own preview tags, and opens wherever it is listed.
 * With `?doc=`, `page` is the page of that publication being read (its image
 * and text above the first page of the list); a page past its end is a 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const publicationsPage = copyFor(request, "publications-page", publicationsPageCopy).publicationsPage;
  const copy = packCopy({
    saveButton: copyFor(request, "offline", offlineCopy).saveButton,
    pageReaderCopy: copyFor(request, "page-reader", pageReaderCopy).pageReaderCopy,
    pagerCopy: copyFor(request, "pagination", paginationCopy).pagerCopy,
    publicationsPage: copyFor(request, "publications-page", publicationsPageCopy).publicationsPage,
  } satisfies Copy);
  const services = context.get(servicesContext);
  const requested = requestedPage(request);
  const doc = new URL(request.url).searchParams.get("doc")?.trim().toLowerCase() || null;
  const page = doc ? 1 : requested;
  const locale = requestLocale(request);
  const list = loadPublications(services, publicationsPage, page, locale);
  const shared = await loadSharedPublication(services, doc, locale);
  const reading = shared ? await loadReading(services, shared.id, requested) : null;
  const jsonLd =
    shared && reportLd(shared, services.config.publicUrl, publicationPreviewPath(shared), requestLocale(request));
  const language = pageLanguage(locale);
  if (isInAppNavigation(context)) return { copy, doc, shared, reading, jsonLd, page, list, language };
  const loaded = await list;
  assertPageExists(page, loaded.pages);
  return { copy, doc, shared, reading, jsonLd, page, list: loaded, language };
}

/** A shared publication (?doc=) is a page of its own below Publications. */
export const handle: BreadcrumbHandle = {
  breadcrumb: (loaded) => {
    const shared = (loaded as { shared?: Publication | null } | undefined)?.shared;
    return shared ? { label: shared.title, path: publicationPath(shared.slug), parent: "/publications" } : null;
  },
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData?.copy) return [];
  const { pagerCopy, publicationsPage } = unpackCopy<Copy>(loaderData.copy);
  const shared = loaderData?.shared;
  if (!shared) {
    const page = loaderData?.page ?? 1;
    const pages = loaderData && "pages" in loaderData.list ? loaderData.list.pages : page;
    const origin = (matches[0]?.loaderData as RootData | undefined)?.publicUrl ?? "";
    const { title } = publicationsPage.meta;
    return [
      ...pageMeta(matches[0]?.loaderData, {
        ...publicationsPage.meta,
        title: page > 1 ? `${title} (${pagerCopy.position(page, pages)})` : title,
        path: pageHref("/publications", {}, page),
      }),
      ...pagerLinks(origin, "/publications", {}, page, pages),
    ];
  }
  return pageMeta(matches[0]?.loaderData, {
    title: shared.title,
    description:
      shared.description || fillIn(publicationsPage.meta.sharedDescription, { type: shared.type_name || shared.type }),
    path: publicationReadingPath(shared.slug, loaderData?.reading?.number ?? 1),
    image: publicationPreviewPath(shared),
    imageAlt: previewCardAlt(previewKicker(shared), shared.title),
  });
};

function PublicationsPage({ loaderData }: Route.ComponentProps) {
  const { pageReaderCopy, pagerCopy, publicationsPage, saveButton } = unpackCopy<Copy>(loaderData.copy);
  const publicationsListCopy = usePartWords().publications;
  const hero = publicationsPage.hero;
  const language = loaderData.language;
  const localized = useLocalizedHref();
  const shared = loaderData.shared;
  const render = loaderData.reading?.render;
  const rendered = render && (render.state === "done" || render.state === "no_text") ? (render.pagesTotal ?? 0) : 0;
  const readingPages = shared
    ? Array.from({ length: rendered }, (_, i) => localized(publicationReadingPath(shared.slug, i + 1)))
    : [];
  // One button, shown under the page-by-page reader and in the PDF reader's toolbar over it.
  const saveForOffline = (refresh: boolean) =>
    shared &&
    readingPages[0] && (
      <SaveForOffline
        copy={saveButton}
        request={{
          url: readingPages[0],
          title: shared.title,
          kind: "publication",
          pages: readingPages,
          images: OWN_IMAGES.publication,
          pdf: localized(publicationDownloadPath(shared.slug)),
        }}
        pdfSize={shared.size || null}
        refresh={refresh}
      />
    );
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />
      <Container className="flex flex-col gap-12 py-12 sm:py-16">
        {loaderData.shared && loaderData.reading && (
          <PageReader
            publication={loaderData.shared}
            reading={loaderData.reading}
            copy={pageReaderCopy}
            download={publicationsListCopy.reader.download}
          />
        )}
        {saveForOffline(true)}
        <Suspense
          key={loaderData.page}
          fallback={<PublicationsList publications={undefined} copy={publicationsListCopy} />}
        >
          <Await resolve={loaderData.list}>
            {(result) => (
              <div className="flex flex-col gap-12">
                <PublicationsList
                  publications={result.items}
                  error={result.error}
                  doc={loaderData.doc}
                  startPage={loaderData.reading?.number ?? 1}
                  shared={loaderData.shared}
                  featuredCard={result.page === 1}
                  syncUrl
                  headingLevel={2}
                  copy={publicationsListCopy}
                  language={language}
                  docTools={saveForOffline(false)}
                />
                <Pager
                  label={publicationsPage.pagesLabel}
                  current={result.page}
                  last={result.pages}
                  href={(n) => pageHref("/publications", {}, n)}
                  labels={pagerCopy}
                />
              </div>
            )}
          </Await>
        </Suspense>
      </Container>
      {loaderData.jsonLd && <JsonLd data={loaderData.jsonLd} />}
    </>
  );
}

/** A page number past the last page: the site's 404 page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}

export default routeComponent(PublicationsPage);
