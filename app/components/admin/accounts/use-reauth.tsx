import { type ReactNode, useRef, useState } from "react";
import type { accountsCopy } from "../../../content/admin-accounts.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { ConfirmDialog } from "../form-kit/confirm-dialog.tsx";
import { errorMessage } from "../form-kit/error-message.ts";
import { FormMessage, TextField } from "../form-kit/fields.tsx";
import { accountsApi } from "./accounts-api.ts";

type Pending = { retry: () => Promise<unknown>; settle: (value: unknown) => void };

/**
 * Sensitive changes answer 403 `reauth_required` when the password was last
 * entered more than 10 minutes ago. `run(action)` then asks for the password in
 * a dialog, confirms it and runs the action again; it answers `undefined` when
 * the person cancels. Render `dialog` once in the screen.
 */
export function useReauth(copy: typeof accountsCopy.reauth): {
  run: <T>(action: () => Promise<T>) => Promise<T | undefined>;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const failure = useRef<(reason: unknown) => void>(() => {});

  async function run<T>(action: () => Promise<T>): Promise<T | undefined> {
    try {
      return await action();
    } catch (caught) {
      if (!(caught instanceof ApiError && caught.flags.has("reauth_required"))) throw caught;
      return new Promise<T | undefined>((resolve, reject) => {
        failure.current = reject;
        setPassword("");
        setError(null);
        setPending({ retry: action, settle: (value) => resolve(value as T | undefined) });
      });
    }
  }

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    setError(null);
    try {
      await accountsApi.reauth(password);
    } catch (caught) {
      setError(errorMessage(caught, copy.intro));
      setBusy(false);
      return;
    }
    setBusy(false);
    setPending(null);
    try {
      pending.settle(await pending.retry());
    } catch (caught) {
      failure.current(caught);
    }
  }

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={copy.title}
      confirmLabel={copy.confirm}
      cancelLabel={copy.cancel}
      tone="primary"
      busy={busy}
      onConfirm={confirm}
      onCancel={() => {
        pending?.settle(undefined);
        setPending(null);
      }}
    >
      <p>{copy.intro}</p>
      <TextField
        id="reauth-password"
        className="mt-3"
        label={copy.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            void confirm();
          }
        }}
      />
      <div className="mt-3">
        <FormMessage kind="error">{error}</FormMessage>
      </div>
    </ConfirmDialog>
  );
  return { run, dialog };
}
