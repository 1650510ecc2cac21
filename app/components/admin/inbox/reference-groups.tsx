import type { inboxCopy } from "../../../content/admin-inbox.ts";
import { ExportButton } from "../form-kit/export-button.tsx";
import type { MessageSummary } from "./inbox-api.ts";

/**
 * Applications and registrations grouped by opening or event, with counts; a
 * group filters the list, and its registrants or applicants export as CSV.
 */
export function ReferenceGroups({
  summary,
  onPick,
  onExport,
  copy,
}: {
  summary: MessageSummary | undefined;
  onPick: (kind: string, reference: string) => void;
  onExport: (reference: string) => Promise<void>;
  copy: typeof inboxCopy;
}) {
  const groups = summary?.references ?? [];
  return (
    <section aria-labelledby="inbox-groups" className="rounded-card border border-line bg-white p-4">
      <h2 id="inbox-groups" className="font-display text-lg font-bold text-brand-900">
        {copy.groupsTitle}
      </h2>
      {groups.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{copy.groupsEmpty}</p>
      ) : (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {groups.map((g) => (
            <li key={`${g.kind}:${g.reference}`} className="flex flex-col gap-1">
              <button
                type="button"
                onClick={() => onPick(g.kind, g.reference)}
                className="w-full rounded-lg border border-line px-3 py-2 text-left hover:bg-brand-50"
              >
                <span className="block text-xs font-semibold uppercase tracking-wide text-brand-700">
                  {copy.kinds[g.kind]}
                </span>
                <span className="block font-semibold text-ink">{g.reference}</span>
                <span className="block text-sm text-muted">{copy.groupCount(g.total, g.unread)}</span>
              </button>
              <ExportButton
                label={copy.exportLabel}
                ariaLabel={copy.exportGroup(g.reference)}
                onExport={() => onExport(g.reference)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
