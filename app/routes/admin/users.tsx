import { useQuery } from "@tanstack/react-query";
import { accountKeys, accountsApi } from "../../components/admin/accounts/accounts-api.ts";
import { InviteForm } from "../../components/admin/accounts/invite-form.tsx";
import { SecurityToggle } from "../../components/admin/accounts/security-toggle.tsx";
import { useMe } from "../../components/admin/accounts/use-me.ts";
import { useReauth } from "../../components/admin/accounts/use-reauth.tsx";
import { useCan } from "../../components/admin/accounts/use-role.ts";
import { UsersTable } from "../../components/admin/accounts/users-table.tsx";
import { errorMessage } from "../../components/admin/form-kit/error-message.ts";
import { FormMessage } from "../../components/admin/form-kit/fields.tsx";
import { DashboardSection } from "../../components/admin/form-kit/panel.tsx";
import { adminMeta } from "../../components/admin/shell/admin-meta.ts";
import { LoadFailed } from "../../components/admin/shell/admin-sections.tsx";
import { useAdminCopy } from "../../lib/admin-copy.tsx";
import type { Route } from "./+types/users";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches[0]?.loaderData, "Users · Admin", "/admin/users");

/** /admin/users: invite colleagues, change roles, deactivate, reset two-factor, delete (Administrators). */
export default function AdminUsers() {
  const { accountsCopy } = useAdminCopy();
  const copy = accountsCopy.users;
  const allowed = useCan("users");
  if (!allowed) return <FormMessage kind="error">{copy.notAllowed}</FormMessage>;
  return <UsersScreen />;
}

function UsersScreen() {
  const { adminCopy, accountsCopy } = useAdminCopy();
  const copy = accountsCopy.users;
  const me = useMe();
  const users = useQuery({ queryKey: accountKeys.users, queryFn: ({ signal }) => accountsApi.listUsers(signal) });
  const { run, dialog } = useReauth(accountsCopy.reauth);
  return (
    <DashboardSection id="users" title={copy.title}>
      <InviteForm run={run} copy={accountsCopy} />
      <SecurityToggle run={run} copy={copy} />
      {users.isError && (
        <LoadFailed
          message={errorMessage(users.error, copy.loadFailed)}
          retryLabel={adminCopy.dashboard.retry}
          onRetry={() => users.refetch()}
        />
      )}
      {users.isPending && <p className="text-muted">{copy.loading}</p>}
      {users.data && me.data && (
        <UsersTable
          users={users.data}
          selfId={me.data.id}
          run={run}
          copy={accountsCopy}
          actionsLabel={adminCopy.table.actions}
        />
      )}
      {dialog}
    </DashboardSection>
  );
}
