import { data } from "react-router";
import { PUBLIC_VIEWER } from "../../../server/auth/viewer.ts";
import type { Services } from "../../../server/services.ts";
import type { Locale } from "../../../shared/locales.ts";
import { PUBLIC_PAGE_SIZE, pageCount } from "../../../shared/pagination.ts";
import type { Publication } from "../../../shared/publications.ts";
import type { publicationsPage } from "../../content/publications-page.ts";
import { type InPageLanguage, inPageLanguage } from "../../lib/in-page-language.server.ts";
import type { PageReading } from "./page-reader.tsx";

export type PublicationsResult = { page: number; pages: number } & (
  | { items: Array<InPageLanguage<Publication>>; error: null }
  | { items: undefined; error: string }
);

/**
 * Page `page` of the live publications (12 a page), featured ones first then
 * newest, or 'Failed to load publications' when they can't be read.
 */
export async function loadPublications(
  services: Services,
  copy: Pick<typeof publicationsPage, "failed">,
  page = 1,
  locale: Locale = "en",
): Promise<PublicationsResult> {
  try {
    const list = await services.publications.list(PUBLIC_VIEWER, {
      featuredFirst: true,
      limit: PUBLIC_PAGE_SIZE,
      offset: (page - 1) * PUBLIC_PAGE_SIZE,
    });
    const items = await inPageLanguage(services, "publications", list.items, locale);
    return { items, error: null, page, pages: pageCount(list.total, PUBLIC_PAGE_SIZE) };
  } catch (error) {
    services.logger.error({ err: error }, "publications failed to load");
    return { items: undefined, error: copy.failed, page, pages: page };
  }
}

/** The publication a ?doc= URL names (for its preview tags), or null. */
export async function loadSharedPublication(
  services: Services,
  slug: string | null,
  locale: Locale = "en",
): Promise<InPageLanguage<Publication> | null> {
  if (!slug) return null;
  try {
    const found = await services.publications.getBySlug(PUBLIC_VIEWER, slug);
    return found ? ((await inPageLanguage(services, "publications", [found], locale))[0] ?? null) : null;
  } catch (error) {
    services.logger.error({ err: error, slug }, "shared publication failed to load");
    return null;
  }
}

/**
 * Page `number` of a publication as the reader without JavaScript shows it: the
 * render's state and that page's image and text. A page past the end of a
 * rendered PDF is the site's 404; when the pages can't be read, the reader
 * still offers the download.
 */
export async function loadReading(services: Services, publicationId: number, number: number): Promise<PageReading> {
  let reading: PageReading;
  try {
    const [render, page] = await Promise.all([
      services.pageRenders.state(publicationId),
      services.pageRenders.page(publicationId, number),
    ]);
    reading = { number, render, page };
  } catch (error) {
    services.logger.error({ err: error, publicationId }, "publication pages failed to load");
    return { number, render: null, page: null };
  }
  const { render } = reading;
  const finished = render?.state === "done" || render?.state === "no_text";
  if (finished && render.pagesTotal !== null && number > render.pagesTotal) throw data(null, { status: 404 });
  return reading;
}
