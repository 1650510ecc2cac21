import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { accountsCopy } from "../../../content/admin-accounts.ts";
import { Button } from "../../ui/button.tsx";
import { errorMessage } from "../form-kit/error-message.ts";
import { FormMessage } from "../form-kit/fields.tsx";
import { PanelHeading } from "../form-kit/panel.tsx";
import { useAdminDates } from "../shell/admin-locale.tsx";
import { LoadFailed } from "../shell/admin-sections.tsx";
import { accountKeys, accountsApi } from "./accounts-api.ts";

/** One's own active sessions: browser, last used, address, and Revoke for the others. */
export function SessionsList({ copy, retryLabel }: { copy: typeof accountsCopy.account; retryLabel: string }) {
  const dates = useAdminDates();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: accountKeys.sessions, queryFn: ({ signal }) => accountsApi.sessions(signal) });
  const [message, setMessage] = useState<{ kind: "success" | "error"; text: string } | null>(null);

  async function revoke(id: number) {
    setMessage(null);
    try {
      await accountsApi.revokeSession(id);
      setMessage({ kind: "success", text: copy.revoked });
    } catch (failure) {
      setMessage({ kind: "error", text: errorMessage(failure, copy.failed) });
    }
    await queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
  }

  return (
    <section
      aria-labelledby="sessions-title"
      className="space-y-4 rounded-card border border-line bg-white p-4 shadow-card sm:p-6"
    >
      <PanelHeading>
        <span id="sessions-title">{copy.sessionsTitle}</span>
      </PanelHeading>
      {sessions.isError && (
        <LoadFailed
          message={errorMessage(sessions.error, copy.sessionsFailed)}
          retryLabel={retryLabel}
          onRetry={() => sessions.refetch()}
        />
      )}
      <ul className="divide-y divide-line">
        {sessions.data?.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="font-semibold text-ink">
                {session.browser}
                {session.current && <span className="ml-2 text-sm font-normal text-brand-700">{copy.thisDevice}</span>}
              </p>
              <p className="text-sm text-muted">
                {copy.lastUsed}: {dates.eat(session.last_seen_at)} · {copy.address}: {session.ip ?? "—"}
              </p>
            </div>
            {!session.current && (
              <Button
                size="sm"
                variant="outline"
                aria-label={copy.revokeLabel(session.browser)}
                onClick={() => revoke(session.id)}
              >
                {copy.revoke}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
    </section>
  );
}
