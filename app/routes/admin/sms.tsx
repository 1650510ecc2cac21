import { adminMeta } from "../../components/admin/shell/admin-meta.ts";
import { SmsScreen } from "../../components/admin/sms/sms-screen.tsx";
import { useAdminCopy } from "../../lib/admin-copy.tsx";
import type { Route } from "./+types/sms";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches[0]?.loaderData, "SMS · Admin", "/admin/sms");

export default function AdminSms() {
  const { adminCopy, smsAdminCopy } = useAdminCopy();
  return <SmsScreen copy={smsAdminCopy} retryLabel={adminCopy.dashboard.retry} />;
}
