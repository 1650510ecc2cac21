import { type FormEvent, useEffect, useState } from "react";
import { redirect, useNavigate } from "react-router";
import { AuthCard, AuthCardLink, StaffEmailField } from "../../components/admin/accounts/auth-card.tsx";
import { errorMessage } from "../../components/admin/form-kit/error-message.ts";
import { FormMessage, TextField } from "../../components/admin/form-kit/fields.tsx";
import { adminApi } from "../../components/admin/shell/admin-api.ts";
import { adminHeaders, adminMeta } from "../../components/admin/shell/admin-meta.ts";
import { Button } from "../../components/ui/button.tsx";
import { ADMIN_COPIES, preSessionClientLanguage, preSessionLoader, usePreSessionCopy } from "../../lib/admin-copy.tsx";
import { getToken, setToken, takeLoginNotice } from "../../lib/admin-session.ts";
import { ApiError } from "../../lib/api-client.ts";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  adminMeta(matches[0]?.loaderData, ADMIN_COPIES[loaderData?.language ?? "en"].adminCopy.login.title, "/admin/login");
export const headers: Route.HeadersFunction = adminHeaders;

/** The language before a session: the remembered choice, else the browser's (decision 0072). */
export const loader = preSessionLoader;

/** Already signed in: straight to the dashboard. */
export function clientLoader() {
  if (getToken()) throw redirect("/admin");
  return preSessionClientLanguage();
}

/** Sign-in: email and password, then (for two-factor accounts) the code from the authenticator app. */
export default function AdminLogin() {
  const { language, copy: copies, aside } = usePreSessionCopy();
  const { adminCopy, accountsCopy } = copies;
  const copy = adminCopy.login;
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [askCode, setAskCode] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => setNotice(takeLoginNotice()), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { token } = await adminApi.login(email.trim(), password, askCode ? code.trim() : undefined);
      if (!token) throw new Error("no token");
      setToken(token);
      navigate("/admin", { replace: true });
    } catch (failure) {
      const codeNeeded = failure instanceof ApiError && failure.flags.has("totp_required");
      // The first answer only asks for the code: no error yet, just the next step.
      if (codeNeeded && !askCode) setAskCode(true);
      else setError(errorMessage(failure, copy.failed));
      setBusy(false);
    }
  }

  const startOver = () => {
    setAskCode(false);
    setCode("");
    setPassword("");
    setError(null);
  };

  return (
    <AuthCard
      brand={adminCopy.brand}
      title={copy.title}
      intro={copy.intro}
      onSubmit={submit}
      lang={language}
      aside={aside}
    >
      <FormMessage kind="success">{notice}</FormMessage>
      {askCode ? (
        <TextField
          id="admin-code"
          label={accountsCopy.code.label}
          hint={accountsCopy.code.hint}
          autoComplete="one-time-code"
          inputMode="text"
          autoFocus
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      ) : (
        <>
          <StaffEmailField id="admin-email" label={copy.email} value={email} onChange={setEmail} />
          <TextField
            id="admin-password"
            label={copy.password}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </>
      )}
      <FormMessage kind="error">{error}</FormMessage>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? copy.busy : askCode ? accountsCopy.code.submit : copy.submit}
      </Button>
      {askCode ? (
        <p className="text-center text-sm">
          <button type="button" onClick={startOver} className="font-semibold text-brand-700 underline">
            {accountsCopy.code.back}
          </button>
        </p>
      ) : (
        <AuthCardLink to="/admin/forgot-password">{accountsCopy.forgotLink}</AuthCardLink>
      )}
    </AuthCard>
  );
}
