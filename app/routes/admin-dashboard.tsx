import { adminMeta } from "../components/admin/admin-meta.ts";
import { Dashboard } from "../components/admin/dashboard.tsx";
import { useMe } from "../components/admin/use-me.ts";
import { useAdminCopy } from "../lib/admin-copy.tsx";
import type { Route } from "./+types/admin-dashboard";

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
