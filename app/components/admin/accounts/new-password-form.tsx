import { type FormEvent, useState } from "react";
import type { accountsCopy } from "../../../content/admin-accounts.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { Button } from "../../ui/button.tsx";
import { errorMessage } from "../form-kit/error-message.ts";
import { FormMessage, TextField } from "../form-kit/fields.tsx";
import { AuthCard } from "./auth-card.tsx";

/**
 * Choosing a password from a link in an email (invitation or reset): one field,
 * the server's advice when it is too weak, and the link's own problem when it
 * is used up or expired.
 */
export function NewPasswordForm({
  title,
  intro,
  submitLabel,
  failed,
  token,
  onSubmit,
  footer,
  copy,
  brand,
  lang,
  aside,
}: {
  title: string;
  intro: string;
  submitLabel: string;
  failed: string;
  token: string | null;
  onSubmit: (token: string, password: string) => Promise<void>;
  footer?: React.ReactNode;
  copy: typeof accountsCopy.newPassword;
  brand: string;
  lang?: string;
  aside?: React.ReactNode;
}) {
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(token ? null : copy.missingToken);
  const [fieldError, setFieldError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!token) return;
    setBusy(true);
    setError(null);
    setFieldError(undefined);
    try {
      await onSubmit(token, password);
    } catch (failure) {
      const advice = failure instanceof ApiError ? failure.details?.password : undefined;
      if (advice) setFieldError(advice);
      else setError(errorMessage(failure, failed));
      setBusy(false);
    }
  }

  return (
    <AuthCard brand={brand} title={title} intro={intro} onSubmit={submit} lang={lang} aside={aside}>
      <TextField
        id="new-password"
        label={copy.label}
        hint={copy.hint}
        type="password"
        autoComplete="new-password"
        required
        minLength={12}
        value={password}
        error={fieldError}
        onChange={(event) => setPassword(event.target.value)}
      />
      <FormMessage kind="error">{error}</FormMessage>
      <Button type="submit" className="w-full" disabled={busy || !token}>
        {busy ? copy.busy : submitLabel}
      </Button>
      {footer}
    </AuthCard>
  );
}
