import { publishStatus } from "../../../shared/publishing.ts";
import { Badge, type BadgeTone } from "../ui/card.tsx";

const tones: Record<ReturnType<typeof publishStatus>, BadgeTone> = {
  Draft: "grey",
  Scheduled: "gold",
  Published: "brand",
};

/** Draft / Scheduled / Published, from published_at (shared/publishing.ts). */
export function StatusBadge({ publishedAt }: { publishedAt: string | null }) {
  const status = publishStatus(publishedAt);
  return <Badge tone={tones[status]}>{status}</Badge>;
}
