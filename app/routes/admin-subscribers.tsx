import { adminMeta } from "../components/admin/admin-meta.ts";
import { SubscribersScreen } from "../components/admin/inbox/subscribers-screen.tsx";
import { adminCopy } from "../content/admin.ts";
import { subscribersCopy } from "../content/admin-inbox.ts";
import { formCopy } from "../content/forms.ts";
import type { Route } from "./+types/admin-subscribers";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches[0]?.loaderData, "Subscribers · Admin", "/admin/subscribers");

export default function AdminSubscribers() {
  return (
    <SubscribersScreen
      copy={subscribersCopy}
      retryLabel={adminCopy.dashboard.retry}
      emailInvalid={formCopy.errors.emailInvalid}
    />
  );
}
