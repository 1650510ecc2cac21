import { useMe } from "../../components/admin/accounts/use-me.ts";
import { adminMeta } from "../../components/admin/shell/admin-meta.ts";
import { Dashboard } from "../../components/admin/shell/dashboard.tsx";
import { useAdminCopy } from "../../lib/admin-copy.tsx";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches[0]?.loaderData, "Admin Dashboard", "/admin");

export default function AdminDashboard() {
  const { adminCopy, adminListCopy, inboxCopy, subscribersCopy } = useAdminCopy();
  const me = useMe();
  return me.data ? (
    <Dashboard
      role={me.data.role}
      copy={adminCopy}
      listCopy={adminListCopy}
      inboxCopy={inboxCopy}
      subscriberFigures={subscribersCopy.figures}
    />
  ) : null;
}
