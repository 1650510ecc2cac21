import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Navigate, Outlet, redirect, useLocation, useNavigate } from "react-router";
import { roleCan } from "../../../shared/roles.ts";
import { useMe } from "../../components/admin/accounts/use-me.ts";
import { errorMessage } from "../../components/admin/form-kit/error-message.ts";
import { UnsavedChangesGuard, useConfirmLeave } from "../../components/admin/form-kit/unsaved-changes.tsx";
import { clearAllDrafts } from "../../components/admin/form-kit/use-draft.ts";
import { useInboxSummary } from "../../components/admin/inbox/use-inbox.ts";
import { adminApi } from "../../components/admin/shell/admin-api.ts";
import { AdminLocaleProvider } from "../../components/admin/shell/admin-locale.tsx";
import { adminHeaders } from "../../components/admin/shell/admin-meta.ts";
import { AdminNav } from "../../components/admin/shell/admin-nav.tsx";
import { LoadFailed } from "../../components/admin/shell/admin-sections.tsx";
import { createAdminQueryClient } from "../../components/admin/shell/query-client.ts";
import { ScreenGate } from "../../components/admin/shell/screen-gate.tsx";
import { ADMIN_COPIES, rememberAdminLanguage, useAdminCopy, useAdminLanguage } from "../../lib/admin-copy.tsx";
import { linksForFeatures, mayOpenScreen, screenSwitchedOff } from "../../lib/admin-screens.ts";
import { clearToken, getToken, onSessionExpired, setLoginNotice } from "../../lib/admin-session.ts";

export const headers = adminHeaders;

/** The admin runs in the browser only: without a stored token it goes to the sign-in page. */
export function clientLoader() {
  if (!getToken()) throw redirect("/admin/login");
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="p-8 text-muted">{ADMIN_COPIES.en.adminCopy.dashboard.loadingNews}</p>;
}

/** Screens render once the token is known to be good: lists read with a stale token would hide drafts. */
function Screen() {
  const { adminCopy, adminNavLinks } = useAdminCopy();
  const me = useMe();
  const { pathname } = useLocation();
  // Two-factor sign-in required and not set up yet: only Your account is open (the server refuses the rest).
  if (me.data?.totp_setup_required && pathname !== "/admin/account") return <Navigate to="/admin/account" replace />;
  // A feature this server has switched off (SMS without its gateway): one sentence and a link back.
  if (me.data && screenSwitchedOff(pathname, adminNavLinks, me.data.features))
    return (
      <ScreenGate allowed={false} copy={adminCopy.switchedOff}>
        {null}
      </ScreenGate>
    );
  // The role is checked before the screen renders: outside it, one sentence and a link back, no form.
  if (me.data)
    return (
      <ScreenGate allowed={mayOpenScreen(me.data.role, pathname, adminNavLinks)} copy={adminCopy.outsideRole}>
        <Outlet />
      </ScreenGate>
    );
  if (me.isError)
    return (
      <LoadFailed
        message={errorMessage(me.error, adminCopy.dashboard.loadFailed)}
        retryLabel={adminCopy.dashboard.retry}
        onRetry={() => me.refetch()}
      />
    );
  return <p className="text-muted">{adminCopy.dashboard.loadingNews}</p>;
}

function AdminShell() {
  const { adminCopy, adminNavLinks } = useAdminCopy();
  const language = useAdminLanguage();
  const navigate = useNavigate();
  const confirmLeave = useConfirmLeave();
  const [leaving, setLeaving] = useState(false);
  const me = useMe();
  const inbox = useInboxSummary(roleCan(me.data?.role, "inbox"));

  // The tab's title in Kiswahili: route meta runs without the session, so it names the screen in English.
  const { pathname } = useLocation();
  const screen = adminNavLinks.find((link) => link.href === pathname)?.label;
  useEffect(() => {
    if (language === "sw" && screen) document.title = `${screen} · Admin`;
  }, [language, screen]);
  // The document's language is the staff member's, as the sign-in page's was.
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  // The staff member's language also becomes this browser's for the sign-in page (decision 0072).
  const chosen = me.data?.language;
  useEffect(() => {
    if (chosen) rememberAdminLanguage(chosen);
  }, [chosen]);

  // A 401 from any call: the token is gone; back to sign-in, drafts kept for after.
  const sessionEnded = adminCopy.login.sessionEnded;
  useEffect(
    () =>
      onSessionExpired(() => {
        setLoginNotice(sessionEnded);
        navigate("/admin/login", { replace: true });
      }),
    [navigate, sessionEnded],
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
    <AdminLocaleProvider value={language}>
      <div lang={language} className="min-h-screen bg-paper lg:grid lg:grid-cols-[14rem_1fr]">
        <div className="sticky top-0 z-20 lg:static lg:bg-brand-900">
          <AdminNav
            brand={adminCopy.brand}
            label={adminCopy.nav.label}
            logoutLabel={adminCopy.nav.logout}
            menuLabel={adminCopy.nav.menu}
            links={linksForFeatures(adminNavLinks, me.data?.features)}
            role={me.data?.role}
            onLogout={logout}
            busy={leaving}
            unreadLabel={adminCopy.nav.unread}
            badges={{ "/admin/inbox": inbox.data?.unread ?? 0 }}
            asides={{ "/admin/inbox": { count: inbox.data?.statuses.spam ?? 0, label: adminCopy.nav.spam } }}
          />
        </div>
        <main className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:py-10">
          <h1 className="sr-only">{adminCopy.brand}</h1>
          <Screen />
        </main>
      </div>
    </AdminLocaleProvider>
  );
}

/** The guard against leaving unsaved work, asking in the staff member's language. */
function GuardedShell() {
  const { adminCopy } = useAdminCopy();
  return (
    <UnsavedChangesGuard copy={adminCopy.unsaved}>
      <AdminShell />
    </UnsavedChangesGuard>
  );
}

/** The staff admin: one sidebar, and a screen per section as child routes. */
export default function AdminLayout() {
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <GuardedShell />
    </QueryClientProvider>
  );
}
