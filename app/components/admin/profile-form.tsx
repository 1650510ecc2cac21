import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { Me } from "../../../shared/staff.ts";
import { accountsCopy } from "../../content/admin-accounts.ts";
import { ApiError } from "../../lib/api-client.ts";
import { Button } from "../ui/button.tsx";
import { accountKeys, accountsApi } from "./accounts-api.ts";
import { queryKeys } from "./admin-api.ts";
import { errorMessage } from "./error-message.ts";
import { FormMessage, TextField } from "./fields.tsx";
import { PanelHeading } from "./panel.tsx";

const card = "space-y-4 rounded-card border border-line bg-white p-4 shadow-card sm:p-6";

/** Name and email (the email, and a new password, need the current password). */
export function ProfileForm({ me }: { me: Me }) {
  const copy = accountsCopy.account;
  const queryClient = useQueryClient();
  const [name, setName] = useState(me.name);
  const [email, setEmail] = useState(me.email);
  const [current, setCurrent] = useState("");
  const [state, setState] = useState<{
    busy?: boolean;
    done?: string;
    error?: string;
    fields?: Record<string, string>;
  }>({});
  const changesEmail = email.trim().toLowerCase() !== me.email;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setState({ busy: true });
    try {
      const saved = await accountsApi.updateMe({
        name: name.trim(),
        ...(changesEmail && { email: email.trim(), current_password: current }),
      });
      queryClient.setQueryData(queryKeys.me, saved);
      await queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
      setCurrent("");
      setState({ done: copy.profileSaved });
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.details : undefined;
      setState({ error: errorMessage(failure, copy.failed), fields });
    }
  }

  return (
    <form onSubmit={submit} aria-labelledby="profile-title" className={card}>
      <PanelHeading>
        <span id="profile-title">{copy.profileTitle}</span>
      </PanelHeading>
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
        <TextField
          id="me-email-password"
          label={copy.currentPassword}
          hint={copy.currentPasswordHint}
          type="password"
          required
          autoComplete="current-password"
          value={current}
          error={state.fields?.current_password ?? state.fields?.password}
          onChange={(event) => setCurrent(event.target.value)}
        />
      )}
      <FormMessage kind="success">{state.done}</FormMessage>
      <FormMessage kind="error">{state.error}</FormMessage>
      <Button type="submit" disabled={state.busy}>
        {state.busy ? copy.saving : copy.saveProfile}
      </Button>
    </form>
  );
}

/** A new password, with the current one; the person's other sessions end. */
export function PasswordForm() {
  const copy = accountsCopy.account;
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [state, setState] = useState<{
    busy?: boolean;
    done?: string;
    error?: string;
    fields?: Record<string, string>;
  }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    setState({ busy: true });
    try {
      await accountsApi.updateMe({ password: next, current_password: current });
      setCurrent("");
      setNext("");
      setState({ done: copy.passwordSaved });
      await queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.details : undefined;
      const wrongCurrent = fields?.password && failure instanceof ApiError && failure.status === 403;
      setState({
        error: errorMessage(failure, copy.failed),
        fields: wrongCurrent ? { current_password: fields.password! } : fields,
      });
    }
  }

  return (
    <form onSubmit={submit} aria-labelledby="password-title" className={card}>
      <div>
        <PanelHeading>
          <span id="password-title">{copy.passwordTitle}</span>
        </PanelHeading>
        <p className="mt-1 text-sm text-muted">{copy.passwordIntro}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="pw-current"
          label={copy.currentPassword}
          type="password"
          required
          autoComplete="current-password"
          value={current}
          error={state.fields?.current_password}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <TextField
          id="pw-new"
          label={accountsCopy.newPassword.label}
          hint={accountsCopy.newPassword.hint}
          type="password"
          required
          minLength={12}
          autoComplete="new-password"
          value={next}
          error={state.fields?.password}
          onChange={(event) => setNext(event.target.value)}
        />
      </div>
      <FormMessage kind="success">{state.done}</FormMessage>
      <FormMessage kind="error">{state.error}</FormMessage>
      <Button type="submit" disabled={state.busy}>
        {state.busy ? copy.saving : copy.savePassword}
      </Button>
    </form>
  );
}
