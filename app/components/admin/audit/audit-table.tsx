import type { AuditEntry } from "../../../../shared/staff.ts";
import type { accountsCopy } from "../../../content/admin-accounts.ts";
import { wideOnly } from "../form-kit/data-table.tsx";
import { useAdminDates } from "../shell/admin-locale.tsx";

/** The audit entries: when, what happened in words (its action beneath), record, fields, address. */
export function AuditTable({ items, copy }: { items: AuditEntry[]; copy: typeof accountsCopy.audit }) {
  const dates = useAdminDates();
  const cell = "px-4 py-3";
  return (
    <div className="overflow-x-auto rounded-card border border-line bg-white shadow-card">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{copy.title}</caption>
        <thead className="bg-brand-50 text-xs uppercase tracking-wide text-brand-900">
          <tr>
            <th scope="col" className={cell}>
              {copy.columns.when}
            </th>
            <th scope="col" className={cell}>
              {copy.columns.what}
            </th>
            <th scope="col" className={`${cell} ${wideOnly}`}>
              {copy.columns.record}
            </th>
            <th scope="col" className={`${cell} ${wideOnly}`}>
              {copy.columns.fields}
            </th>
            <th scope="col" className={`${cell} ${wideOnly}`}>
              {copy.columns.address}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {items.map((entry) => (
            <tr key={entry.id} className="align-top">
              <td className={`${cell} sm:whitespace-nowrap`}>{dates.eat(entry.at)}</td>
              <td className={cell}>
                <p className="text-ink">{entry.sentence}</p>
                <code className="font-mono text-xs break-all text-muted">{entry.action}</code>
                {entry.detail && <p className="mt-1 break-all text-xs text-muted">{describe(entry.detail)}</p>}
              </td>
              <td className={`${cell} ${wideOnly}`}>{[entry.entity, entry.entity_id].filter(Boolean).join(" #")}</td>
              <td className={`${cell} ${wideOnly}`}>{entry.fields.join(", ")}</td>
              <td className={`${cell} ${wideOnly}`}>{entry.ip ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** `{ from: "Editor", to: "Author" }` → 'from: Editor, to: Author'. */
function describe(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(", ") : String(value)}`)
    .join(", ");
}
