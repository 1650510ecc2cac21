import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Role } from "../../../../shared/roles.ts";
import type { StaffAccount } from "../../../../shared/staff.ts";
import type { accountsCopy } from "../../../content/admin-accounts.ts";
import { Button } from "../../ui/button.tsx";
import { Badge, type BadgeTone } from "../../ui/card.tsx";
import { ConfirmDialog } from "../form-kit/confirm-dialog.tsx";
import { wideOnly } from "../form-kit/data-table.tsx";
import { errorMessage } from "../form-kit/error-message.ts";
import { FormMessage } from "../form-kit/fields.tsx";
import { useAdminDates } from "../shell/admin-locale.tsx";
import { accountKeys, accountsApi } from "./accounts-api.ts";
import { OneTimeLink } from "./one-time-link.tsx";
import { RoleSelect } from "./role-select.tsx";

const STATUS_TONES: Record<StaffAccount["status"], BadgeTone> = {
  active: "brand",
  invited: "gold",
  deactivated: "grey",
};
type Ask = "deactivate" | "reset" | "delete" | null;

/** One staff account: role picker, state, and the actions an Administrator may take. */
export function UserRow({
  user,
  self,
  run,
  copy: accounts,
}: {
  user: StaffAccount;
  self: boolean;
  run: <T>(action: () => Promise<T>) => Promise<T | undefined>;
  copy: typeof accountsCopy;
}) {
  const dates = useAdminDates();
  const copy = accounts.users;
  const queryClient = useQueryClient();
  const [ask, setAsk] = useState<Ask>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [link, setLink] = useState<{ url: string; kind: "invitation" | "reset" } | null>(null);
  const label = user.name || user.email;

  async function act(action: () => Promise<unknown>, linkKind: "invitation" | "reset" = "invitation") {
    setBusy(true);
    setError(null);
    setDone(null);
    setLink(null);
    try {
      const result = await run(action);
      const answer = (result ?? {}) as { link?: string; sent_to?: string };
      if (answer.link) setLink({ url: answer.link, kind: linkKind });
      else if (answer.sent_to) setDone(copy.resetSent(answer.sent_to));
      else if (result !== undefined) setDone(copy.done);
      await queryClient.invalidateQueries({ queryKey: accountKeys.users });
    } catch (failure) {
      setError(errorMessage(failure, copy.failed));
    } finally {
      setBusy(false);
      setAsk(null);
    }
  }

  const confirmations = {
    deactivate: [copy.confirmDeactivateTitle, copy.confirmDeactivateBody(label), copy.deactivate],
    reset: [copy.confirmResetTitle, copy.confirmResetBody(label), copy.resetTotp],
    delete: [copy.confirmDeleteTitle, copy.confirmDeleteBody(label), copy.remove],
  } as const;
  const run_ = {
    deactivate: () => accountsApi.updateUser(user.id, { active: false }),
    reset: () => accountsApi.updateUser(user.id, { reset_totp: true }),
    delete: async () => {
      await accountsApi.deleteUser(user.id);
      return true;
    },
  };

  // One set of actions: beneath the name on a phone, in its own column from the sm breakpoint.
  const actions = self ? null : (
    <div className="flex flex-col items-stretch gap-1 whitespace-nowrap sm:w-max">
      {user.status === "deactivated" ? (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => act(() => accountsApi.updateUser(user.id, { active: true }))}
        >
          {copy.reactivate}
        </Button>
      ) : (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={`${copy.deactivate} ${label}`}
          onClick={() => setAsk("deactivate")}
        >
          {copy.deactivate}
        </Button>
      )}
      {user.status === "invited" && (
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() => act(() => accountsApi.resendInvitation(user.id))}
        >
          {copy.resend}
        </Button>
      )}
      {user.status === "active" && (
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          aria-label={`${copy.resetPassword} ${label}`}
          onClick={() => act(() => accountsApi.startReset(user.id), "reset")}
        >
          {copy.resetPassword}
        </Button>
      )}
      {user.totp_enabled && (
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => setAsk("reset")}>
          {copy.resetTotp}
        </Button>
      )}
      <Button
        size="sm"
        variant="ghost"
        className="text-accent-700"
        disabled={busy}
        aria-label={`${copy.remove} ${label}`}
        onClick={() => setAsk("delete")}
      >
        {copy.remove}
      </Button>
    </div>
  );

  return (
    <tr className="align-top">
      <td className="px-4 py-3 sm:px-6">
        <p className="font-semibold text-ink">
          {label} {self && <span className="font-normal text-muted">{copy.you}</span>}
        </p>
        <p className="mt-1 break-all text-xs text-muted">{user.email}</p>
        <div className="mt-2 space-y-2 sm:hidden">
          <Badge tone={STATUS_TONES[user.status]}>{copy.status[user.status]}</Badge>
          {actions}
        </div>
        <div className="mt-2 space-y-2">
          <FormMessage kind="success">{done}</FormMessage>
          {link && <OneTimeLink link={link.url} copy={link.kind === "reset" ? copy.resetLink : copy.oneTimeLink} />}
          <FormMessage kind="error">{error}</FormMessage>
        </div>
      </td>
      <td className="px-4 py-3">
        <RoleSelect
          id={`role-${user.id}`}
          value={user.role}
          labels={accounts.roles}
          ariaLabel={copy.changeRole(label)}
          disabled={busy || self}
          onChange={(role: Role) => act(() => accountsApi.updateUser(user.id, { role }))}
        />
      </td>
      <td className={`px-4 py-3 ${wideOnly}`}>
        <Badge tone={STATUS_TONES[user.status]}>{copy.status[user.status]}</Badge>
      </td>
      <td className={`px-4 py-3 ${wideOnly}`}>{user.totp_enabled ? copy.yes : copy.no}</td>
      <td className={`px-4 py-3 ${wideOnly}`}>{user.last_seen_at ? dates.eat(user.last_seen_at) : copy.never}</td>
      <td className={`px-4 py-3 ${wideOnly}`}>
        {actions}
        {ask && (
          <ConfirmDialog
            open
            title={confirmations[ask][0]}
            confirmLabel={confirmations[ask][2]}
            cancelLabel={copy.cancel}
            busy={busy}
            onConfirm={() => act(run_[ask])}
            onCancel={() => setAsk(null)}
          >
            {confirmations[ask][1]}
          </ConfirmDialog>
        )}
      </td>
    </tr>
  );
}
