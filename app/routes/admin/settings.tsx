import { ChoicesManager } from "../../components/admin/settings/choices-manager.tsx";
import { SiteSettingsGroups } from "../../components/admin/settings/site-settings-form.tsx";
import { adminMeta } from "../../components/admin/shell/admin-meta.ts";
import { SettingsSection } from "../../components/admin/shell/admin-sections.tsx";
import { useAdminCopy } from "../../lib/admin-copy.tsx";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches[0]?.loaderData, "Settings · Admin", "/admin/settings");

export default function AdminSettings() {
  const { adminCopy, choiceLists, choicesCopy, siteSettingGroups, siteSettingsCopy } = useAdminCopy();
  return (
    <>
      <SettingsSection copy={adminCopy} />
      <SiteSettingsGroups groups={siteSettingGroups} copy={siteSettingsCopy} />
      <div className="mt-6 grid gap-6">
        {choiceLists.map((list) => (
          <ChoicesManager key={list.list} list={list} copy={choicesCopy} />
        ))}
      </div>
    </>
  );
}
