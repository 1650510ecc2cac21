import { publishStatus } from "../../../../shared/publishing.ts";
import type { adminCopy } from "../../../content/admin.ts";
import { Badge, type BadgeTone } from "../../ui/card.tsx";
import { useAdminDates } from "../shell/admin-locale.tsx";

const tones: Record<ReturnType<typeof publishStatus>, BadgeTone> = {
  Draft: "grey",
  Scheduled: "gold",
  Published: "brand",
};

const keys = { Draft: "draft", Scheduled: "scheduled", Published: "published" } as const;

/**
 * Draft / Scheduled / Published, from published_at (shared/publishing.ts), named
 * in the admin's language; a scheduled item says when it goes live ("Scheduled
 * for 1 Dec 2026, 09:00 EAT") when `scheduledFor` is given.
 */
export function StatusBadge({
  publishedAt,
  labels,
  scheduledFor,
}: {
  publishedAt: string | null;
  labels: typeof adminCopy.table.statuses;
  scheduledFor?: (when: string) => string;
}) {
  const dates = useAdminDates();
  const status = publishStatus(publishedAt);
  const label = status === "Scheduled" && scheduledFor ? scheduledFor(dates.eat(publishedAt)) : labels[keys[status]];
  return <Badge tone={tones[status]}>{label}</Badge>;
}
