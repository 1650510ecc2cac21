import { type FormEvent, useState } from "react";
import { DONATION_SOURCES, DONATION_STATUSES } from "../../../../shared/donations.ts";
import type { donationsCopy } from "../../../content/admin-donations.ts";
import { Button } from "../../ui/button.tsx";
import type { DonationFilter } from "./donations-api.ts";

const control = "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-ink";

/** State, source, a date range and a search by receipt number or phone. */
export function DonationFilters({
  filter,
  onChange,
  copy,
}: {
  filter: DonationFilter;
  onChange: (next: DonationFilter) => void;
  copy: typeof donationsCopy;
}) {
  const [draft, setDraft] = useState(filter);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...draft, q: draft.q.trim() });
  };
  const set = (key: keyof DonationFilter) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });
  return (
    <form
      onSubmit={apply}
      className="grid gap-3 rounded-card border border-line bg-white p-4 sm:grid-cols-3 lg:grid-cols-6"
    >
      <label className="text-sm font-semibold">
        {copy.statusLabel}
        <select className={control} value={draft.status} onChange={set("status")}>
          <option value="">{copy.all}</option>
          {DONATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {copy.statuses[status]}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-semibold">
        {copy.sourceLabel}
        <select className={control} value={draft.source} onChange={set("source")}>
          <option value="">{copy.all}</option>
          {DONATION_SOURCES.map((source) => (
            <option key={source} value={source}>
              {copy.sources[source]}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-semibold">
        {copy.fromLabel}
        <input type="date" className={control} value={draft.from} onChange={set("from")} />
      </label>
      <label className="text-sm font-semibold">
        {copy.toLabel}
        <input type="date" className={control} value={draft.to} onChange={set("to")} />
      </label>
      <label className="text-sm font-semibold">
        {copy.searchLabel}
        <input
          type="search"
          className={control}
          value={draft.q}
          placeholder={copy.searchPlaceholder}
          onChange={set("q")}
        />
      </label>
      <div className="flex items-end">
        <Button type="submit" size="sm" className="w-full">
          {copy.search}
        </Button>
      </div>
    </form>
  );
}
