import type { StaffAccount } from "../../../../shared/staff.ts";
import type { accountsCopy } from "../../../content/admin-accounts.ts";
import { wideOnly } from "../form-kit/data-table.tsx";
import { UserRow } from "./user-row.tsx";

/** Staff accounts: person, role, status, two-factor, last active, actions. */
export function UsersTable({
  users,
  selfId,
  run,
  copy: accounts,
  actionsLabel,
}: {
  users: StaffAccount[];
  selfId: number;
  run: <T>(action: () => Promise<T>) => Promise<T | undefined>;
  copy: typeof accountsCopy;
  actionsLabel: string;
}) {
  const copy = accounts.users;
  const head = "px-4 py-3";
  return (
    <div className="overflow-x-auto rounded-card border border-line bg-white shadow-card">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="px-4 pt-4 pb-2 text-left font-display text-xl font-bold text-brand-900 sm:px-6">
          {copy.tableTitle}
        </caption>
        <thead className="bg-brand-50 text-xs uppercase tracking-wide text-brand-900">
          <tr>
            <th scope="col" className={`${head} sm:px-6`}>
              {copy.name}
            </th>
            <th scope="col" className={head}>
              {copy.columns.role}
            </th>
            <th scope="col" className={`${head} ${wideOnly}`}>
              {copy.columns.status}
            </th>
            <th scope="col" className={`${head} ${wideOnly}`}>
              {copy.columns.twoFactor}
            </th>
            <th scope="col" className={`${head} ${wideOnly}`}>
              {copy.columns.lastSeen}
            </th>
            <th scope="col" className={`${head} ${wideOnly}`}>
              {actionsLabel}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {users.map((user) => (
            <UserRow key={user.id} user={user} self={user.id === selfId} run={run} copy={accounts} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
