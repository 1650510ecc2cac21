import { isRouteErrorResponse } from "react-router";
import { servicesContext } from "../../server/http/request-context.ts";
import { pathWithoutLocale } from "../../shared/locales.ts";
import { OWN_IMAGES } from "../../shared/offline/saved-items.ts";
import { loadArticle } from "../components/news/article.server.ts";
import type { ArticleData } from "../components/news/article-data.ts";
import { ArticleJsonLd } from "../components/news/article-json-ld.tsx";
import { ArticleLoading } from "../components/news/article-loading.tsx";
import { articlePreviewPath } from "../components/news/article-preview.ts";
import { ArticleView } from "../components/news/article-view.tsx";
import { BackToNews } from "../components/news/back-to-news.tsx";
import { SaveForOffline } from "../components/offline/save-for-offline.tsx";
import { usePublicUrl } from "../components/share/use-public-url.ts";
import { Container } from "../components/ui/layout.tsx";
import { useLocalizedHref } from "../components/ui/localized-link.tsx";
import * as newsPageCopy from "../content/news-page.ts";
// The error screen has no loader data: its two words stay English (decision 0066).
import { articlePage as englishArticlePage } from "../content/news-page.ts";
import { sampleNews } from "../content/news-samples.ts";
import * as offlineCopy from "../content/offline.ts";
import type { BreadcrumbHandle } from "../lib/breadcrumb-trail.ts";
import { copyFor } from "../lib/copy.server.ts";
import { packCopy, unpackCopy } from "../lib/copy-wire.ts";
import { DEFAULT_PREVIEW_IMAGE, pageMeta } from "../lib/meta.ts";
import { pageLanguage, requestLocale } from "../lib/page-language.ts";
import { previewCardAlt } from "../lib/preview-card-alt.ts";
import { routeComponent } from "../lib/route-component.ts";
import type { Route } from "./+types/news-article";
import NotFound from "./not-found.tsx";

/** The copy this page shows, in its language (decision 0066). */
type Copy = { articlePage: typeof newsPageCopy.articlePage; saveButton: typeof offlineCopy.saveButton };

/** /news/{slug} and /news/slug/{slug}: by slug, old slug or numeric id (redirects to /news/{slug}). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const articlePage = copyFor(request, "news-page", newsPageCopy).articlePage;
  const saveButton = copyFor(request, "offline", offlineCopy).saveButton;
  const copy = packCopy({ articlePage, saveButton } satisfies Copy);
  const legacyPath = pathWithoutLocale(new URL(request.url).pathname).startsWith("/news/slug/");
  return {
    copy,
    language: pageLanguage(requestLocale(request)),
    article: await loadArticle(context.get(servicesContext), request, params.slug, legacyPath, {
      copy: articlePage,
      samples: sampleNews,
    }),
  };
}

export const handle: BreadcrumbHandle = {
  breadcrumb: (loaded) => {
    const article = (loaded as { article?: ArticleData } | undefined)?.article;
    return article ? { label: article.title, path: `/news/${article.slug}`, parent: "/news" } : null;
  },
};

export const meta: Route.MetaFunction = ({ matches, loaderData, error }) => {
  if (!loaderData?.copy) return [];
  const { articlePage } = unpackCopy<Copy>(loaderData.copy);
  const article = loaderData?.article;
  if (!article || error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [
      { title: `${notFound ? "Page not found" : articlePage.failed} | Uraia` },
      { name: "robots", content: "noindex" },
    ];
  }
  const tags = pageMeta(matches[0]?.loaderData, {
    title: article.title,
    description: article.description,
    path: `/news/${article.slug}`,
    image: articlePreviewPath(article),
    imageAlt: article.sample ? DEFAULT_PREVIEW_IMAGE.alt : previewCardAlt(article.category, article.title),
    type: "article",
    modifiedTime: article.sample ? null : article.updated_at,
    noindex: article.sample,
  });
  if (article.published_at) tags.push({ property: "article:published_time", content: article.published_at });
  tags.push({ property: "article:section", content: article.category });
  return tags;
};

function NewsArticle({ loaderData }: Route.ComponentProps) {
  const { articlePage, saveButton } = unpackCopy<Copy>(loaderData.copy);
  const origin = usePublicUrl();
  const localized = useLocalizedHref();
  const article: ArticleData = loaderData.article;
  const save = article.sample ? null : (
    <SaveForOffline
      copy={saveButton}
      request={{
        url: localized(`/news/${article.slug}`),
        title: article.title,
        kind: "article",
        pages: [],
        images: OWN_IMAGES.article,
      }}
    />
  );
  return (
    <>
      <ArticleLoading label={articlePage.loading} />
      <ArticleView article={article} origin={origin} copy={articlePage} language={loaderData.language} actions={save} />
      {!article.sample && <ArticleJsonLd article={article} origin={origin} image={articlePreviewPath(article)} />}
    </>
  );
}

/** Unknown → the site's 404 page; otherwise 'Missing identifier' or 'Failed to load'. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? error.data.message
      : englishArticlePage.failed;
  return (
    <section className="pt-28 pb-20">
      <Container className="max-w-3xl">
        <BackToNews label={englishArticlePage.back} />
        <p role="alert" className="mt-10 font-display text-2xl font-bold text-accent-700">
          {message}
        </p>
      </Container>
    </section>
  );
}

export default routeComponent(NewsArticle);
