import { type FormEvent, useState } from "react";
import type { StaffAccount } from "../../../shared/staff.ts";
import type { accountsCopy, auditAreas } from "../../content/admin-accounts.ts";
import { Button } from "../ui/button.tsx";
import { SelectField, TextField } from "./fields.tsx";

export type AuditFilterValues = { actor: string; entity: string; action: string };

/** Person, area and action prefix; applied with the Filter button. */
export function AuditFilters({
  users,
  value,
  onApply,
  copy,
  areas,
}: {
  users: StaffAccount[];
  value: AuditFilterValues;
  onApply: (value: AuditFilterValues) => void;
  copy: typeof accountsCopy.audit;
  areas: typeof auditAreas;
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
      className="grid gap-4 rounded-card border border-line bg-white p-4 shadow-card sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
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
      <TextField
        id="audit-action"
        label={copy.action}
        value={draft.action}
        placeholder="news.update"
        onChange={(event) => setDraft({ ...draft, action: event.target.value })}
      />
      <Button type="submit" className="sm:mb-0.5">
        {copy.filter}
      </Button>
    </form>
  );
}
