import { adminMeta } from "../components/admin/admin-meta.ts";
import { Dashboard } from "../components/admin/dashboard.tsx";
import { useMe } from "../components/admin/use-me.ts";
import { adminCopy } from "../content/admin.ts";
import { adminListCopy } from "../content/admin-collections.ts";
import { inboxCopy, subscribersCopy } from "../content/admin-inbox.ts";
import type { Route } from "./+types/admin-dashboard";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches[0]?.loaderData, "Admin Dashboard", "/admin");

export default function AdminDashboard() {
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
