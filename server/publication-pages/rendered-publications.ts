import type { PublicationsService } from "../publications/publications-service.ts";
import type { PageRenders } from "./page-renders.ts";

/** The publications service, with a new or replaced PDF rendered page by page in the background. */
export function withPageRenders(publications: PublicationsService, pageRenders: PageRenders): PublicationsService {
  return {
    ...publications,
    async create(input, viewer) {
      const created = await publications.create(input, viewer);
      await pageRenders.schedule(created);
      return created;
    },
    async update(id, input, viewer) {
      const before = await publications.getById(viewer, id);
      const updated = await publications.update(id, input, viewer);
      if (before?.pdf_url !== updated.pdf_url) await pageRenders.schedule(updated);
      return updated;
    },
  };
}
