import { data, redirect } from "react-router";
import { PUBLIC_VIEWER } from "../../../server/auth/viewer.ts";
import { sanitizeNewsHtml } from "../../../server/content/html-sanitizer.ts";
import { responsiveInlineImages } from "../../../server/content/inline-images.ts";
import type { Services } from "../../../server/services.ts";
import { plainSummary, renderContentHtml } from "../../../shared/content-render.ts";
import { type Locale, localeOfPath, localizedPath } from "../../../shared/locales.ts";
import type { NewsItem } from "../../../shared/news.ts";
import type { articlePage } from "../../content/news-page.ts";
import type { SampleNews } from "../../content/news-samples.ts";
import { inPageLanguage } from "../../lib/in-page-language.server.ts";
import type { ArticleData } from "./article-data.ts";
import { toNewsCard } from "./news-card-data.ts";

function toArticle(item: (NewsItem & { locale?: Locale }) | SampleNews, sample: boolean): ArticleData {
  return {
    ...toNewsCard(item),
    // Sanitised on write by the news service, and again here on render (defence in depth);
    // then uploaded images in the text get their responsive variants, like covers.
    html: responsiveInlineImages(renderContentHtml(item.content, sanitizeNewsHtml)),
    description: item.excerpt.trim() || plainSummary(item.content),
    updated_at: "updated_at" in item ? item.updated_at : null,
    sample,
  };
}

/** The messages a failed look-up answers with, and the samples shown while nothing is published. */
export type ArticleSource = {
  copy: Pick<typeof articlePage, "missingIdentifier" | "failed">;
  samples: SampleNews[];
};

/** The sample story of that slug, while no news is published. */
async function sampleArticle(services: Services, samples: SampleNews[], slug: string): Promise<ArticleData | null> {
  const sample = samples.find((n) => n.slug === slug);
  if (!sample) return null;
  const live = await services.news.list(PUBLIC_VIEWER, { limit: 1 });
  return live.total === 0 ? toArticle(sample, true) : null;
}

/**
 * Finds an article by slug, old slug or numeric id. Anything but the current
 * slug URL answers a permanent redirect to /news/{slug} (in the browser the old
 * URL never enters the history); unknown or unpublished → 404.
 */
export async function loadArticle(
  services: Services,
  request: Request,
  param: string | undefined,
  legacyPath: boolean,
  source: ArticleSource,
): Promise<ArticleData> {
  const wanted = (param ?? "").trim();
  if (!wanted) throw data({ message: source.copy.missingIdentifier }, { status: 400 });
  let found: { item: NewsItem; movedFrom?: string } | null;
  let sample: ArticleData | null = null;
  try {
    found = await services.news.getBySlug(PUBLIC_VIEWER, wanted);
    if (!found && /^\d+$/.test(wanted)) {
      const item = await services.news.getById(PUBLIC_VIEWER, Number(wanted));
      found = item ? { item, movedFrom: wanted } : null;
    }
    if (!found) sample = await sampleArticle(services, source.samples, wanted);
  } catch (error) {
    services.logger.error({ err: error, slug: wanted }, "news article failed to load");
    throw data({ message: source.copy.failed }, { status: 500 });
  }
  if (sample) return sample;
  if (!found) {
    services.logger.warn({ path: new URL(request.url).pathname }, "404 news article not found");
    throw data({ message: "Not found" }, { status: 404 });
  }
  const locale = localeOfPath(new URL(request.url).pathname);
  const slug = found.item.slug;
  if (legacyPath || found.movedFrom || wanted !== slug) {
    // A redirect during in-app navigation never commits the old URL to history,
    // so the slug URL takes its place (react-router's replace() would also drop the page before).
    throw redirect(localizedPath(`/news/${encodeURIComponent(slug)}`, locale), 301);
  }
  const [item] = await inPageLanguage(services, "news", [found.item], locale);
  return toArticle(item ?? found.item, false);
}
