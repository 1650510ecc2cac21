import { type FormEvent, useState } from "react";
import { accountsApi } from "../../components/admin/accounts/accounts-api.ts";
import { AuthCard, AuthCardLink, StaffEmailField } from "../../components/admin/accounts/auth-card.tsx";
import { errorMessage } from "../../components/admin/form-kit/error-message.ts";
import { FormMessage } from "../../components/admin/form-kit/fields.tsx";
import { adminHeaders, adminMeta } from "../../components/admin/shell/admin-meta.ts";
import { Button } from "../../components/ui/button.tsx";
import { ADMIN_COPIES, preSessionClientLanguage, preSessionLoader, usePreSessionCopy } from "../../lib/admin-copy.tsx";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  adminMeta(
    matches[0]?.loaderData,
    ADMIN_COPIES[loaderData?.language ?? "en"].accountsCopy.forgot.title,
    "/admin/forgot-password",
  );
export const headers: Route.HeadersFunction = adminHeaders;

/** The language before a session: the remembered choice, else the browser's (decision 0072). */
export const loader = preSessionLoader;
export const clientLoader = preSessionClientLanguage;

/** /admin/forgot-password: asks for a reset link (the answer is the same whether the email is known or not). */
export default function AdminForgotPassword() {
  const { language, copy: copies, aside } = usePreSessionCopy();
  const copy = copies.accountsCopy.forgot;
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await accountsApi.requestReset(email.trim());
      setSent(true);
    } catch (failure) {
      setError(errorMessage(failure, copy.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      brand={copies.adminCopy.brand}
      title={copy.title}
      intro={copy.intro}
      onSubmit={submit}
      lang={language}
      aside={aside}
    >
      <StaffEmailField id="forgot-email" label={copy.email} value={email} onChange={setEmail} />
      <FormMessage kind="success">{sent ? copy.sent : null}</FormMessage>
      <FormMessage kind="error">{error}</FormMessage>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? copy.busy : copy.submit}
      </Button>
      <AuthCardLink to="/admin/login">{copy.back}</AuthCardLink>
    </AuthCard>
  );
}
