import { type FormEvent, useState } from "react";
import type { StaffAccount } from "../../../../shared/staff.ts";
import type { accountsCopy, auditPeriods } from "../../../content/admin-accounts.ts";
import { Button } from "../../ui/button.tsx";
import { SelectField, TextField } from "../form-kit/fields.tsx";

export type AuditFilterValues = {
  actor: string;
  entity: string;
  action: string;
  days: string;
  from: string;
  to: string;
};

export const NO_AUDIT_FILTERS: AuditFilterValues = { actor: "", entity: "", action: "", days: "", from: "", to: "" };

/** Person, area, period (last N days or a range of days) and action prefix; applied with the Filter button. */
export function AuditFilters({
  users,
  value,
  onApply,
  copy,
  areas,
  periods,
}: {
  users: StaffAccount[];
  value: AuditFilterValues;
  onApply: (value: AuditFilterValues) => void;
  copy: typeof accountsCopy.audit;
  areas: ReadonlyArray<readonly [value: string, label: string]>;
  periods: typeof auditPeriods;
}) {
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, action: draft.action.trim() });
  };
  return (
    <form
      onSubmit={submit}
      aria-label={copy.filter}
      className="grid gap-4 rounded-card border border-line bg-white p-4 shadow-card sm:grid-cols-3 sm:items-end"
    >
      <SelectField
        id="audit-actor"
        label={copy.actor}
        value={draft.actor}
        options={[
          ["", copy.anyone],
          ...users.map((user) => [user.email, user.name ? `${user.name} (${user.email})` : user.email] as const),
        ]}
        onChange={(event) => setDraft({ ...draft, actor: event.target.value })}
      />
      <SelectField
        id="audit-entity"
        label={copy.entity}
        value={draft.entity}
        options={[["", copy.anything], ...areas]}
        onChange={(event) => setDraft({ ...draft, entity: event.target.value })}
      />
      <SelectField
        id="audit-days"
        label={copy.period}
        value={draft.days}
        options={[["", copy.anyTime], ...periods.map((days) => [String(days), copy.lastDays(days)] as const)]}
        onChange={(event) => setDraft({ ...draft, days: event.target.value })}
      />
      {(["from", "to"] as const).map((bound) => (
        <TextField
          key={bound}
          id={`audit-${bound}`}
          type="date"
          label={copy[bound]}
          value={draft[bound]}
          onChange={(event) => setDraft({ ...draft, [bound]: event.target.value })}
        />
      ))}
      <TextField
        id="audit-action"
        label={copy.action}
        value={draft.action}
        placeholder="news.update"
        onChange={(event) => setDraft({ ...draft, action: event.target.value })}
      />
      <Button type="submit" className="sm:col-start-3">
        {copy.filter}
      </Button>
    </form>
  );
}
