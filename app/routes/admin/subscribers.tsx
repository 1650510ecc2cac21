import { SubscribersScreen } from "../../components/admin/inbox/subscribers-screen.tsx";
import { adminMeta } from "../../components/admin/shell/admin-meta.ts";
import { formCopy } from "../../content/forms.ts";
import { useAdminCopy } from "../../lib/admin-copy.tsx";
import type { Route } from "./+types/subscribers";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches[0]?.loaderData, "Subscribers · Admin", "/admin/subscribers");

export default function AdminSubscribers() {
  const { adminCopy, subscribersCopy } = useAdminCopy();
  return (
    <SubscribersScreen
      copy={subscribersCopy}
      retryLabel={adminCopy.dashboard.retry}
      emailInvalid={formCopy.errors.emailInvalid}
    />
  );
}
