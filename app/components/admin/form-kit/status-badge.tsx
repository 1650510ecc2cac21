import { publishStatus } from "../../../../shared/publishing.ts";
import type { adminCopy } from "../../../content/admin.ts";
import { Badge, type BadgeTone } from "../../ui/card.tsx";

const tones: Record<ReturnType<typeof publishStatus>, BadgeTone> = {
  Draft: "grey",
  Scheduled: "gold",
  Published: "brand",
};

const keys = { Draft: "draft", Scheduled: "scheduled", Published: "published" } as const;

/** Draft / Scheduled / Published, from published_at (shared/publishing.ts), named in the admin's language. */
export function StatusBadge({
  publishedAt,
  labels,
}: {
  publishedAt: string | null;
  labels: typeof adminCopy.table.statuses;
}) {
  const status = publishStatus(publishedAt);
  return <Badge tone={tones[status]}>{labels[keys[status]]}</Badge>;
}
