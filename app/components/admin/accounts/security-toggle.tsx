import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { accountsCopy } from "../../../content/admin-accounts.ts";
import { errorMessage } from "../form-kit/error-message.ts";
import { Checkbox, FormMessage } from "../form-kit/fields.tsx";
import { accountKeys, accountsApi } from "./accounts-api.ts";

/** The account rule Administrators set for everyone: two-factor sign-in required or not. */
export function SecurityToggle({
  run,
  copy,
}: {
  run: <T>(action: () => Promise<T>) => Promise<T | undefined>;
  copy: typeof accountsCopy.users;
}) {
  const queryClient = useQueryClient();
  const security = useQuery({ queryKey: accountKeys.security, queryFn: ({ signal }) => accountsApi.security(signal) });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!security.data) return null;

  async function change(required: boolean) {
    setBusy(true);
    setError(null);
    try {
      const saved = await run(() => accountsApi.setSecurity({ require_totp: required }));
      if (saved) queryClient.setQueryData(accountKeys.security, saved);
    } catch (failure) {
      setError(errorMessage(failure, copy.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2 rounded-card border border-line bg-white p-4 shadow-card sm:p-6">
      <Checkbox
        id="require-totp"
        label={copy.security}
        checked={security.data.require_totp}
        disabled={busy}
        aria-describedby="require-totp-hint"
        onChange={(event) => change(event.target.checked)}
      />
      <p id="require-totp-hint" className="text-sm text-muted">
        {copy.securityHint}
      </p>
      <FormMessage kind="error">{error}</FormMessage>
    </div>
  );
}
