import { useQuery } from "@tanstack/react-query";
import type { PublicationRender } from "../../../shared/publication-pages.ts";
import { adminApi } from "./admin-api.ts";

/** What staff read about a render: "Rendering page 3 of 40", … */
function renderStateLabel(render: PublicationRender | null): string {
  if (!render) return "Page images not started";
  switch (render.state) {
    case "pending":
      return "Page images waiting to render";
    case "rendering":
      return `Rendering page ${render.pagesDone + 1} of ${render.pagesTotal ?? "?"}`;
    case "done":
      return `Page images ready (${render.pagesTotal} pages)`;
    case "no_text":
      return `Page images ready (${render.pagesTotal} pages), no text found: a scanned PDF`;
    case "failed":
      return `Page images failed: ${render.error ?? "unknown error"}`;
  }
}

/** How often staff's view of a render still in progress is refreshed. */
const POLL_MS = 4000;

/**
 * The state of a publication's page images (the reader without JavaScript):
 * waiting, "Rendering page n of N", ready, ready without text (a scanned PDF),
 * or failed with why (visitors then get the download link). Refreshed while it
 * is in progress.
 */
export function PageRenderStatus({ publicationId }: { publicationId: number }) {
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
      {renderStateLabel(query.data.render)}
    </p>
  );
}
