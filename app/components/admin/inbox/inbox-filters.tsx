import { type FormEvent, useState } from "react";
import { MESSAGE_KINDS } from "../../../../shared/message-kinds.ts";
import type { inboxCopy } from "../../../content/admin-inbox.ts";
import { Button } from "../../ui/button.tsx";
import type { MessageSummary } from "./inbox-api.ts";

export type InboxFilter = { status: string; kind: string; reference: string; q: string };

const select = "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-ink";

/** Folder, kind, opening or event, and a search over name, email, subject and text. */
export function InboxFilters({
  filter,
  summary,
  onChange,
  copy,
}: {
  filter: InboxFilter;
  summary: MessageSummary | undefined;
  onChange: (next: InboxFilter) => void;
  copy: typeof inboxCopy;
}) {
  const [q, setQ] = useState(filter.q);
  const count = (status: string) => (status === "inbox" ? undefined : summary?.statuses[status as "new"]);
  const references = (summary?.references ?? []).filter((r) => !filter.kind || r.kind === filter.kind);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filter, q: q.trim() });
  };
  return (
    <form
      onSubmit={search}
      className="grid gap-3 rounded-card border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <label className="text-sm font-semibold">
        {copy.folderLabel}
        <select
          className={select}
          value={filter.status}
          onChange={(e) => onChange({ ...filter, status: e.target.value })}
        >
          {Object.entries(copy.folders).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
              {count(value) ? ` (${count(value)})` : ""}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-semibold">
        {copy.kindLabel}
        <select
          className={select}
          value={filter.kind}
          onChange={(e) => onChange({ ...filter, kind: e.target.value, reference: "" })}
        >
          <option value="">{copy.allKinds}</option>
          {MESSAGE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {copy.kinds[kind]}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-semibold">
        {copy.referenceLabel}
        <select
          className={select}
          value={filter.reference}
          onChange={(e) => onChange({ ...filter, reference: e.target.value })}
        >
          <option value="">{copy.allReferences}</option>
          {references.map((r) => (
            <option key={`${r.kind}:${r.reference}`} value={r.reference}>
              {r.reference} ({r.total})
            </option>
          ))}
        </select>
      </label>
      <div className="text-sm font-semibold">
        <label htmlFor="inbox-search">{copy.searchLabel}</label>
        <div className="mt-1 flex gap-2">
          <input
            id="inbox-search"
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            className="min-w-0 flex-1 rounded-lg border border-line px-3 py-2 font-normal"
          />
          <Button type="submit" size="sm">
            {copy.search}
          </Button>
        </div>
      </div>
      {(filter.kind || filter.reference || filter.q || filter.status !== "inbox") && (
        <div className="sm:col-span-2 lg:col-span-4">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setQ("");
              onChange({ status: "inbox", kind: "", reference: "", q: "" });
            }}
          >
            {copy.clear}
          </Button>
        </div>
      )}
    </form>
  );
}
