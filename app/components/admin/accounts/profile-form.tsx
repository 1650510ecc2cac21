import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { Me } from "../../../../shared/staff.ts";
import type { accountsCopy } from "../../../content/admin-accounts.ts";
import { TextField } from "../form-kit/fields.tsx";
import { useSave } from "../form-kit/use-save.ts";
import { queryKeys } from "../shell/admin-api.ts";
import { AccountFormCard, CurrentPasswordField } from "./account-form-card.tsx";
import { accountKeys, accountsApi } from "./accounts-api.ts";

/** Name and email (a new email needs the current password and ends the person's other sessions). */
export function ProfileForm({ me, copy }: { me: Me; copy: typeof accountsCopy.account }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(me.name);
  const [email, setEmail] = useState(me.email);
  const [current, setCurrent] = useState("");
  const { state, save } = useSave(copy.failed);
  const changesEmail = email.trim().toLowerCase() !== me.email;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = await save(async () => {
      const updated = await accountsApi.updateMe({
        name: name.trim(),
        ...(changesEmail && { email: email.trim(), current_password: current }),
      });
      queryClient.setQueryData(queryKeys.me, updated);
      await queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
    }, copy.profileSaved);
    if (saved) setCurrent("");
  }

  return (
    <AccountFormCard
      id="profile"
      title={copy.profileTitle}
      state={state}
      submitLabel={copy.saveProfile}
      busyLabel={copy.saving}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="me-name"
          label={copy.name}
          required
          autoComplete="name"
          value={name}
          error={state.fields?.name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          id="me-email"
          label={copy.email}
          type="email"
          required
          autoComplete="email"
          value={email}
          error={state.fields?.email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      {changesEmail && (
        <CurrentPasswordField
          id="me-email-password"
          label={copy.currentPassword}
          hint={copy.currentPasswordHint}
          value={current}
          error={state.fields?.current_password}
          onChange={setCurrent}
        />
      )}
    </AccountFormCard>
  );
}
