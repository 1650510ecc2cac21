import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { accountsCopy } from "../../../content/admin-accounts.ts";
import { TextField } from "../form-kit/fields.tsx";
import { useSave } from "../form-kit/use-save.ts";
import { AccountFormCard, CurrentPasswordField } from "./account-form-card.tsx";
import { accountKeys, accountsApi } from "./accounts-api.ts";

/** A new password, with the current one; the person's other sessions end. */
export function PasswordForm({ copy: accounts }: { copy: typeof accountsCopy }) {
  const copy = accounts.account;
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const { state, save } = useSave(copy.failed);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = await save(async () => {
      await accountsApi.updateMe({ password: next, current_password: current });
      await queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
    }, copy.passwordSaved);
    if (saved) {
      setCurrent("");
      setNext("");
    }
  }

  return (
    <AccountFormCard
      id="password"
      title={copy.passwordTitle}
      intro={copy.passwordIntro}
      state={state}
      submitLabel={copy.savePassword}
      busyLabel={copy.saving}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <CurrentPasswordField
          id="pw-current"
          label={copy.currentPassword}
          value={current}
          error={state.fields?.current_password}
          onChange={setCurrent}
        />
        <TextField
          id="pw-new"
          label={accounts.newPassword.label}
          hint={accounts.newPassword.hint}
          type="password"
          required
          minLength={12}
          autoComplete="new-password"
          value={next}
          error={state.fields?.password}
          onChange={(event) => setNext(event.target.value)}
        />
      </div>
    </AccountFormCard>
  );
}
