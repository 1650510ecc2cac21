import type { adminCopy } from "../../content/admin.ts";
import { Button } from "../ui/button.tsx";
import { FormMessage } from "./fields.tsx";
import { DashboardSection } from "./panel.tsx";
import { SettingsForm } from "./settings-form.tsx";

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
      <SettingsForm copy={copy.settings} />
    </DashboardSection>
  );
}
