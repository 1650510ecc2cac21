import { adminMeta } from "../components/admin/admin-meta.ts";
import { SettingsSection } from "../components/admin/admin-sections.tsx";
import { adminCopy } from "../content/admin.ts";
import type { Route } from "./+types/admin-settings";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches[0]?.loaderData, "Settings · Admin", "/admin/settings");

export default function AdminSettings() {
  return <SettingsSection copy={adminCopy} />;
}
