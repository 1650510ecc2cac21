import type { ReactNode } from "react";

/**
 * The dashboard's tables. On a phone only the title (with its status) and the
 * actions show; the other columns appear from the sm breakpoint.
 */
export const wideOnly = "hidden sm:table-cell";

export type DataTableCopy = { title: string; actions: string };

export function DataTable({
  caption,
  columns,
  children,
  empty,
  copy,
}: {
  caption: string;
  /** header texts after Title, before Actions */
  columns: string[];
  children: ReactNode;
  empty?: string | null;
  /** the first and last headers */
  copy: DataTableCopy;
}) {
  return (
    <div className="overflow-hidden rounded-card border border-line bg-white shadow-card">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="px-4 pt-4 pb-2 text-left font-display text-xl font-bold text-brand-900 sm:px-6">
          {caption}
        </caption>
        <thead className="bg-brand-50 text-xs uppercase tracking-wide text-brand-900">
          <tr>
            <th scope="col" className="px-4 py-3 sm:px-6">
              {copy.title}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className={`px-4 py-3 ${wideOnly}`}>
                {column}
              </th>
            ))}
            <th scope="col" className="px-4 py-3">
              {copy.actions}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
      {empty && <p className="px-6 py-8 text-center text-muted">{empty}</p>}
    </div>
  );
}

/** The expanded edit panel under a row, spanning every column. */
export function EditRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <tr className="bg-paper">
      <td colSpan={span}>{children}</td>
    </tr>
  );
}
