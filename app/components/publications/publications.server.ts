import { PUBLIC_VIEWER, type Services } from "../../../server/services.ts";
import { PUBLIC_PAGE_SIZE, pageCount } from "../../../shared/pagination.ts";
import type { Publication } from "../../../shared/publications.ts";
import type { publicationsPage } from "../../content/publications-page.ts";

export type PublicationsResult = { page: number; pages: number } & (
  | { items: Publication[]; error: null }
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
): Promise<PublicationsResult> {
  try {
    const list = await services.publications.list(PUBLIC_VIEWER, {
      featuredFirst: true,
      limit: PUBLIC_PAGE_SIZE,
      offset: (page - 1) * PUBLIC_PAGE_SIZE,
    });
    return { items: list.items, error: null, page, pages: pageCount(list.total, PUBLIC_PAGE_SIZE) };
  } catch (error) {
    services.logger.error({ err: error }, "publications failed to load");
    return { items: undefined, error: copy.failed, page, pages: page };
  }
}

/** The publication a ?doc= URL names (for its preview tags), or null. */
export async function loadSharedPublication(services: Services, slug: string | null): Promise<Publication | null> {
  if (!slug) return null;
  try {
    return await services.publications.getBySlug(PUBLIC_VIEWER, slug);
  } catch (error) {
    services.logger.error({ err: error, slug }, "shared publication failed to load");
    return null;
  }
}
