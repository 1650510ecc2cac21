import { useQuery } from "@tanstack/react-query";
import type { PublicationRender } from "../../../../shared/publication-pages.ts";
import type { adminCopy } from "../../../content/admin.ts";
import { adminApi } from "../shell/admin-api.ts";

/** What staff read about a render: "Rendering page 3 of 40", … */
function renderStateLabel(render: PublicationRender | null, copy: PageImagesCopy): string {
  if (!render) return copy.notStarted;
  switch (render.state) {
    case "pending":
      return copy.pending;
    case "rendering":
      return copy.rendering(render.pagesDone + 1, render.pagesTotal);
    case "done":
      return copy.done(render.pagesTotal);
    case "no_text":
      return copy.noText(render.pagesTotal);
    case "failed":
      return copy.failed(render.error);
  }
}

type PageImagesCopy = typeof adminCopy.publications.pageImages;

/** How often staff's view of a render still in progress is refreshed. */
const POLL_MS = 4000;

/**
 * The state of a publication's page images (the reader without JavaScript):
 * waiting, "Rendering page n of N", ready, ready without text (a scanned PDF),
 * or failed with why (visitors then get the download link). Refreshed while it
 * is in progress.
 */
export function PageRenderStatus({ publicationId, copy }: { publicationId: number; copy: PageImagesCopy }) {
  const query = useQuery({
    queryKey: ["admin", "publication-pages", publicationId],
    queryFn: ({ signal }) => adminApi.publicationPages(publicationId, signal),
    refetchInterval: (q) => {
      const state = q.state.data?.render?.state;
      return state === "pending" || state === "rendering" ? POLL_MS : false;
    },
  });
  if (!query.data) return null;
  const failed = query.data.render?.state === "failed";
  return (
    <p role="status" className={`text-sm ${failed ? "font-semibold text-accent-700" : "text-muted"}`}>
      {renderStateLabel(query.data.render, copy)}
    </p>
  );
}
