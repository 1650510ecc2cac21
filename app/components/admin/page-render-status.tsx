import { useQuery } from "@tanstack/react-query";
import { renderStateLabel } from "../../../shared/publication-pages.ts";
import { adminApi } from "./admin-api.ts";

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
