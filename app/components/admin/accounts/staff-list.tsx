import type { ReactNode } from "react";
import { errorMessage } from "../form-kit/error-message.ts";
import { LoadFailed } from "../shell/admin-sections.tsx";

/** What a staff list shows from its query: its failure (with Try again), an empty line, or its rows. */
export type ListQuery<T> = { isError: boolean; error: unknown; data?: { items: T[] }; refetch: () => unknown };

/** A staff list as a plain table with its header cells, or why there is nothing to show. */
export function StaffList<T>({
  list,
  title,
  retryLabel,
  empty,
  headers,
  children,
}: {
  list: ListQuery<T>;
  title: string;
  retryLabel: string;
  empty: string;
  headers: ReactNode[];
  children: (items: T[]) => ReactNode;
}) {
  if (list.isError) {
    return (
      <LoadFailed message={errorMessage(list.error, title)} retryLabel={retryLabel} onRetry={() => list.refetch()} />
    );
  }
  if (!list.data) return null;
  if (list.data.items.length === 0) return <p className="rounded-card bg-white p-6 text-muted">{empty}</p>;
  return (
    <div className="overflow-x-auto rounded-card border border-line bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-paper text-ink">
          <tr>
            {headers.map((header, i) => (
              <th key={i} className="px-4 py-2">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children(list.data.items)}</tbody>
      </table>
    </div>
  );
}
