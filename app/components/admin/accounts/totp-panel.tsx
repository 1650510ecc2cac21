import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { accountsCopy } from "../../../content/admin-accounts.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../form-kit/confirm-dialog.tsx";
import { errorMessage } from "../form-kit/error-message.ts";
import { FormMessage, TextField } from "../form-kit/fields.tsx";
import { PanelHeading } from "../form-kit/panel.tsx";
import { queryKeys } from "../shell/admin-api.ts";
import { accountKeys, accountsApi, type TotpStart } from "./accounts-api.ts";
import { RecoveryCodes } from "./recovery-codes.tsx";

type Run = <T>(action: () => Promise<T>) => Promise<T | undefined>;

/** Two-factor sign-in for one's own account: set up (QR code and key, then a code), recovery codes, turn off. */
export function TotpPanel({ run, copy }: { run: Run; copy: typeof accountsCopy.totp }) {
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: accountKeys.totp, queryFn: ({ signal }) => accountsApi.totpState(signal) });
  const [enrolment, setEnrolment] = useState<TotpStart | null>(null);
  const [code, setCode] = useState("");
  const [codes, setCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function step<T>(action: () => Promise<T>, after: (value: T) => void) {
    setBusy(true);
    setError(null);
    try {
      const value = await run(action);
      if (value !== undefined) after(value);
    } catch (failure) {
      setError(errorMessage(failure, copy.failed));
    } finally {
      setBusy(false);
    }
  }
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: accountKeys.totp });
    await queryClient.invalidateQueries({ queryKey: queryKeys.me });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void step(
      () => accountsApi.totpConfirm(code.trim()),
      (result) => {
        setEnrolment(null);
        setCode("");
        setCodes(result.recovery_codes);
        void queryClient.invalidateQueries({ queryKey: accountKeys.totp });
      },
    );
  };

  const on = state.data?.enabled;
  return (
    <section
      aria-labelledby="totp-title"
      className="space-y-4 rounded-card border border-line bg-white p-4 shadow-card sm:p-6"
    >
      <PanelHeading>
        <span id="totp-title">{copy.title}</span>
      </PanelHeading>
      {state.data && !enrolment && !codes && (
        <p className="text-sm text-muted">{on ? copy.onIntro(state.data.recovery_codes_left) : copy.offIntro}</p>
      )}
      {codes && (
        <RecoveryCodes
          codes={codes}
          copy={copy}
          onDone={() => {
            setCodes(null);
            void refresh();
          }}
        />
      )}
      {enrolment && (
        <form onSubmit={confirm} className="space-y-4">
          <p className="text-sm">{copy.scan}</p>
          <div className="flex flex-wrap items-start gap-6">
            {/* The server draws the QR code (SVG); as an image it can hold no script. */}
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`}
              alt={copy.qrLabel}
              width={192}
              height={192}
              className="size-48 shrink-0 rounded-lg border border-line bg-white p-1"
            />
            <dl className="min-w-0 flex-1 text-sm">
              <dt className="font-semibold">{copy.key}</dt>
              <dd className="mt-1 break-all font-mono text-base text-ink">
                {enrolment.secret.replace(/(.{4})/g, "$1 ").trim()}
              </dd>
            </dl>
          </div>
          <TextField
            id="totp-code"
            label={copy.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
            className="max-w-xs"
          />
          <Button type="submit" disabled={busy}>
            {busy ? copy.confirming : copy.confirm}
          </Button>
        </form>
      )}
      <FormMessage kind="error">{error}</FormMessage>
      {state.data && !enrolment && !codes && (
        <div className="flex flex-wrap gap-2">
          {!on && (
            <Button disabled={busy} onClick={() => step(accountsApi.totpStart, setEnrolment)}>
              {copy.start}
            </Button>
          )}
          {on && (
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => step(accountsApi.newRecoveryCodes, (r) => setCodes(r.recovery_codes))}
            >
              {copy.newCodes}
            </Button>
          )}
          {on && !state.data.required && (
            <Button
              variant="ghost"
              size="sm"
              className="text-accent-700"
              disabled={busy}
              onClick={() => setAsking(true)}
            >
              {copy.disable}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={asking}
        title={copy.disableTitle}
        confirmLabel={copy.disable}
        cancelLabel={copy.cancel}
        busy={busy}
        onConfirm={() => {
          setAsking(false);
          void step(
            async () => {
              await accountsApi.totpDisable();
              return true;
            },
            () => {
              void refresh();
            },
          );
        }}
        onCancel={() => setAsking(false)}
      >
        {copy.disableBody}
      </ConfirmDialog>
    </section>
  );
}
