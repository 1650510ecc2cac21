import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ROLES, type Role } from "../../../../shared/roles.ts";
import type { accountsCopy } from "../../../content/admin-accounts.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { Button } from "../../ui/button.tsx";
import { errorMessage } from "../form-kit/error-message.ts";
import { FormMessage, SelectField, TextField } from "../form-kit/fields.tsx";
import { PanelHeading } from "../form-kit/panel.tsx";
import { accountKeys, accountsApi } from "./accounts-api.ts";
import { OneTimeLink } from "./one-time-link.tsx";

/**
 * Invite a colleague: name, email and role; the server mails them a link to
 * choose a password, or (without a mail server) answers it to be shown once here.
 */
export function InviteForm({
  run,
  copy: accounts,
}: {
  run: <T>(action: () => Promise<T>) => Promise<T | undefined>;
  copy: typeof accountsCopy;
}) {
  const copy = accounts.users;
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("editor");
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setDone(null);
    setLink(null);
    setError(null);
    setFields({});
    try {
      const user = await run(() => accountsApi.invite({ name: name.trim(), email: email.trim(), role }));
      if (user) {
        setDone(user.link ? copy.invitedWithLink(user.email) : copy.invited(user.email));
        setLink(user.link ?? null);
        setName("");
        setEmail("");
        await queryClient.invalidateQueries({ queryKey: accountKeys.users });
      }
    } catch (failure) {
      setError(errorMessage(failure, copy.inviteFailed));
      if (failure instanceof ApiError && failure.details) setFields(failure.details);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby="invite-title"
      className="space-y-4 rounded-card border border-line bg-white p-4 shadow-card sm:p-6"
    >
      <div>
        <PanelHeading>
          <span id="invite-title">{copy.inviteTitle}</span>
        </PanelHeading>
        <p className="mt-1 text-sm text-muted">{copy.inviteIntro}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="invite-name"
          label={copy.name}
          required
          autoComplete="off"
          value={name}
          error={fields.name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          id="invite-email"
          label={copy.email}
          type="email"
          required
          autoComplete="off"
          value={email}
          error={fields.email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <SelectField
        id="invite-role"
        label={copy.role}
        hint={accounts.roleHints[role]}
        value={role}
        options={ROLES.map((r) => [r, accounts.roles[r]] as const)}
        onChange={(event) => setRole(event.target.value as Role)}
        className="max-w-xs"
      />
      <FormMessage kind="success">{done}</FormMessage>
      {link && <OneTimeLink link={link} copy={copy.oneTimeLink} />}
      <FormMessage kind="error">{error}</FormMessage>
      <Button type="submit" disabled={busy}>
        {busy ? copy.inviting : copy.invite}
      </Button>
    </form>
  );
}
