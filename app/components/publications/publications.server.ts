import { PUBLIC_VIEWER, type Services } from "../../../server/services.ts";
import type { Publication } from "../../../shared/publications.ts";
import { publicationsPage } from "../../content/publications-page.ts";

/** How many publications /publications lists. */
const LIST_LIMIT = 100;

export type PublicationsResult = { items: Publication[]; error: null } | { items: undefined; error: string };

/** Every live publication, or the spec's load-failure message. */
export async function loadPublications(services: Services): Promise<PublicationsResult> {
  try {
    const page = await services.publications.list(PUBLIC_VIEWER, { limit: LIST_LIMIT });
    return { items: page.items, error: null };
  } catch (error) {
    services.logger.error({ err: error }, "publications failed to load");
    return { items: undefined, error: publicationsPage.failed };
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
