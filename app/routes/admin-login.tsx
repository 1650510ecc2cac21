import { type FormEvent, useEffect, useState } from "react";
import { redirect, useNavigate } from "react-router";
import { adminApi } from "../components/admin/admin-api.ts";
import { adminHeaders, adminMeta } from "../components/admin/admin-meta.ts";
import { errorMessage } from "../components/admin/error-message.ts";
import { FormMessage, TextField } from "../components/admin/fields.tsx";
import { Button } from "../components/ui/button.tsx";
import { adminCopy } from "../content/admin.ts";
import { getToken, setToken, takeLoginNotice } from "../lib/admin-session.ts";
import type { Route } from "./+types/admin-login";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches[0]?.loaderData, adminCopy.login.title, "/admin/login");
export const headers: Route.HeadersFunction = adminHeaders;

/** Already signed in: straight to the dashboard. */
export function clientLoader() {
  if (getToken()) throw redirect("/admin");
  return null;
}

export default function AdminLogin() {
  const copy = adminCopy.login;
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => setNotice(takeLoginNotice()), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { token } = await adminApi.login(email.trim(), password);
      if (!token) throw new Error("no token");
      setToken(token);
      navigate("/admin", { replace: true });
    } catch (failure) {
      setError(errorMessage(failure, copy.failed));
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-brand-900 px-4 py-10">
      <form onSubmit={submit} className="w-full max-w-sm space-y-5 rounded-card bg-white p-6 shadow-card sm:p-8">
        <div>
          <p className="text-sm font-bold uppercase tracking-widest text-accent-600">{adminCopy.brand}</p>
          <h1 className="mt-1 font-display text-3xl font-bold text-ink">{copy.title}</h1>
          <p className="mt-2 text-sm text-muted">{copy.intro}</p>
        </div>
        <FormMessage kind="success">{notice}</FormMessage>
        <TextField
          id="admin-email"
          label={copy.email}
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          id="admin-password"
          label={copy.password}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <FormMessage kind="error">{error}</FormMessage>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? copy.busy : copy.submit}
        </Button>
      </form>
    </main>
  );
}
