import type { Message } from "../../../../shared/message-kinds.ts";
import type { inboxCopy } from "../../../content/admin-inbox.ts";
import { Badge, type BadgeTone } from "../../ui/card.tsx";
import { useAdminDates } from "../shell/admin-locale.tsx";

export const STATUS_TONES: Record<Message["status"], BadgeTone> = {
  new: "accent",
  read: "blue",
  handled: "brand",
  spam: "grey",
  archived: "purple",
};

/** One row per message, newest first; new ones stand out. A row opens the message. */
export function MessageList({
  items,
  onOpen,
  empty,
  labels,
}: {
  items: Message[];
  onOpen: (id: number) => void;
  empty: string;
  labels: Pick<typeof inboxCopy, "kinds" | "statuses">;
}) {
  const dates = useAdminDates();
  if (items.length === 0) return <p className="rounded-card bg-white p-6 text-muted">{empty}</p>;
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-card border border-line bg-white">
      {items.map((m) => (
        <li key={m.id}>
          <button
            type="button"
            onClick={() => onOpen(m.id)}
            className="grid w-full gap-1 px-4 py-3 text-left hover:bg-brand-50 sm:grid-cols-[1fr_auto] sm:gap-4"
          >
            <span className="min-w-0">
              <span className={`block sm:truncate ${m.status === "new" ? "font-bold text-ink" : "text-ink"}`}>
                {m.subject}
              </span>
              <span className="block truncate text-sm text-muted">
                {m.name} · {m.email}
              </span>
            </span>
            <span className="flex flex-wrap items-center gap-2 text-sm text-muted sm:justify-end">
              <Badge tone="grey">{labels.kinds[m.kind]}</Badge>
              <Badge tone={STATUS_TONES[m.status]}>{labels.statuses[m.status]}</Badge>
              <time dateTime={m.created_at}>{dates.dateTime(m.created_at)}</time>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
