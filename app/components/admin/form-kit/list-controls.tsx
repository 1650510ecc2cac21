import { useEffect, useId, useState } from "react";
import type { StatusFilter } from "../../../../shared/collections/list-query.ts";
import { Button } from "../../ui/button.tsx";
import { Checkbox, inputClass } from "./fields.tsx";
import { SelectField } from "./select-field.tsx";

export type ListControlsCopy = {
  search: string;
  searchPlaceholder: string;
  status: string;
  allStatuses: string;
  statuses: Record<StatusFilter, string>;
  kind: string;
  allKinds: string;
  /** the filter of items without a Kiswahili version */
  kiswahiliMissing: string;
};

/** `missing`: only items without a Kiswahili version (?missing=sw). */
export type ListFilter = { q: string; status: StatusFilter | ""; kind: string; missing: boolean };

export const NO_FILTER: ListFilter = { q: "", status: "", kind: "", missing: false };

/** Typing pauses this long before the list is asked for again. */
const SEARCH_DELAY_MS = 300;

/**
 * Search (sent after a short pause), a status filter, where a list has kinds a
 * kind filter, and "Kiswahili missing".
 */
export function ListControls({
  filter,
  onChange,
  kinds,
  copy,
}: {
  filter: ListFilter;
  onChange: (filter: ListFilter) => void;
  kinds?: ReadonlyArray<{ value: string; label: string }> | undefined;
  copy: ListControlsCopy;
}) {
  const id = useId();
  const [text, setText] = useState(filter.q);
  useEffect(() => {
    if (text === filter.q) return;
    const timer = setTimeout(() => onChange({ ...filter, q: text }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filter, onChange]);

  return (
    <search className="grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end">
      <div>
        <label htmlFor={`${id}-q`} className="block text-sm font-semibold">
          {copy.search}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          placeholder={copy.searchPlaceholder}
          onChange={(event) => setText(event.target.value)}
          className={inputClass}
        />
      </div>
      <SelectField
        id={`${id}-status`}
        label={copy.status}
        value={filter.status}
        options={[
          { value: "", label: copy.allStatuses },
          ...(Object.entries(copy.statuses) as Array<[StatusFilter, string]>).map(([value, label]) => ({
            value,
            label,
          })),
        ]}
        onChange={(status) => onChange({ ...filter, status: status as StatusFilter | "" })}
      />
      {kinds && (
        <SelectField
          id={`${id}-kind`}
          label={copy.kind}
          value={filter.kind}
          options={[{ value: "", label: copy.allKinds }, ...kinds]}
          onChange={(kind) => onChange({ ...filter, kind })}
        />
      )}
      <Checkbox
        id={`${id}-missing`}
        label={copy.kiswahiliMissing}
        checked={filter.missing}
        onChange={(event) => onChange({ ...filter, missing: event.target.checked })}
      />
    </search>
  );
}

export type PaginationCopy = {
  showing: (from: number, to: number, total: number) => string;
  previous: string;
  next: string;
  pagination: string;
};

/** 'Showing 21–40 of 57' with Previous and Next (server-side pages). */
export function Pagination({
  offset,
  limit,
  total,
  onOffset,
  copy,
}: {
  offset: number;
  limit: number;
  total: number;
  onOffset: (offset: number) => void;
  copy: PaginationCopy;
}) {
  if (total === 0) return null;
  return (
    <nav aria-label={copy.pagination} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p aria-live="polite">{copy.showing(offset + 1, Math.min(offset + limit, total), total)}</p>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={offset === 0}
          onClick={() => onOffset(Math.max(offset - limit, 0))}
        >
          {copy.previous}
        </Button>
        <Button size="sm" variant="outline" disabled={offset + limit >= total} onClick={() => onOffset(offset + limit)}>
          {copy.next}
        </Button>
      </div>
    </nav>
  );
}
