import type { adminCopy } from "../../../content/admin.ts";
import { Button } from "../../ui/button.tsx";
import { FormMessage } from "../form-kit/fields.tsx";
import { DashboardSection } from "../form-kit/panel.tsx";
import { SettingForm } from "../settings/settings-form.tsx";

type AdminCopy = typeof adminCopy;

export function LoadFailed({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div className="space-y-3">
      <FormMessage kind="error">{message}</FormMessage>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}

export function SettingsSection({ copy }: { copy: AdminCopy }) {
  return (
    <DashboardSection id="settings" title={copy.nav.settings}>
      <div className="grid gap-6">
        <SettingForm settingKey="listen_live_url" type="url" copy={copy.settings} />
        <SettingForm settingKey="twitter_site" type="text" copy={copy.sharing} />
      </div>
    </DashboardSection>
  );
}
