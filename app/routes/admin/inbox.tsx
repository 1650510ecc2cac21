import { InboxScreen } from "../../components/admin/inbox/inbox-screen.tsx";
import { adminMeta } from "../../components/admin/shell/admin-meta.ts";
import { useAdminCopy } from "../../lib/admin-copy.tsx";
import type { Route } from "./+types/inbox";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches[0]?.loaderData, "Inbox · Admin", "/admin/inbox");

export default function AdminInbox() {
  const { adminCopy, inboxCopy } = useAdminCopy();
  return <InboxScreen copy={inboxCopy} retryLabel={adminCopy.dashboard.retry} />;
}
