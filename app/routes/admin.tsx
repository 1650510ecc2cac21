import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { redirect, useNavigate } from "react-router";
import { adminApi } from "../components/admin/admin-api.ts";
import { adminHeaders, adminMeta } from "../components/admin/admin-meta.ts";
import { AdminNav } from "../components/admin/admin-nav.tsx";
import { Dashboard } from "../components/admin/dashboard.tsx";
import { createAdminQueryClient } from "../components/admin/query-client.ts";
import { UnsavedChangesGuard, useConfirmLeave } from "../components/admin/unsaved-changes.tsx";
import { clearAllDrafts } from "../components/admin/use-draft.ts";
import { adminCopy } from "../content/admin.ts";
import { clearToken, getToken, onSessionExpired, setLoginNotice } from "../lib/admin-session.ts";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches[0]?.loaderData, "Admin Dashboard", "/admin");
export const headers: Route.HeadersFunction = adminHeaders;

/** The dashboard runs in the browser only: without a stored token it goes to the sign-in page. */
export function clientLoader() {
  if (!getToken()) throw redirect("/admin/login");
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="p-8 text-muted">{adminCopy.dashboard.loadingNews}</p>;
}

function AdminPage() {
  const navigate = useNavigate();
  const confirmLeave = useConfirmLeave();
  const [leaving, setLeaving] = useState(false);

  // A 401 from any call: the token is gone; back to sign-in, drafts kept for after.
  useEffect(
    () =>
      onSessionExpired(() => {
        setLoginNotice(adminCopy.login.sessionEnded);
        navigate("/admin/login", { replace: true });
      }),
    [navigate],
  );

  const logout = () =>
    confirmLeave(async () => {
      setLeaving(true);
      clearAllDrafts();
      await adminApi.logout().catch(() => undefined);
      clearToken();
      setLoginNotice(adminCopy.login.signedOut);
      navigate("/admin/login", { replace: true });
    });

  return (
    <div className="min-h-screen bg-paper lg:grid lg:grid-cols-[14rem_1fr]">
      <div className="sticky top-0 z-20 lg:static">
        <AdminNav onLogout={logout} busy={leaving} />
      </div>
      <main className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:py-10">
        <h1 className="sr-only">{adminCopy.brand}</h1>
        <Dashboard />
      </main>
    </div>
  );
}

export default function Admin() {
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <UnsavedChangesGuard>
        <AdminPage />
      </UnsavedChangesGuard>
    </QueryClientProvider>
  );
}
