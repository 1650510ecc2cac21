import { useNavigate } from "react-router";
import { accountsApi } from "../../components/admin/accounts/accounts-api.ts";
import { adminHeaders } from "../../components/admin/shell/admin-meta.ts";
import { preSessionClientLanguage, preSessionLoader } from "../../lib/admin-copy.tsx";
import { setToken } from "../../lib/admin-session.ts";
import { PasswordLinkScreen, passwordLinkMeta } from "../../lib/password-link-screen.tsx";
import type { Route } from "./+types/accept-invitation";

export const meta: Route.MetaFunction = (args) => passwordLinkMeta("invitation", "/admin/accept-invitation", args);
export const headers: Route.HeadersFunction = adminHeaders;

/** The language before a session: the remembered choice, else the browser's (decision 0072). */
export const loader = preSessionLoader;
export const clientLoader = preSessionClientLanguage;

/** /admin/accept-invitation?token=…: the invited person chooses a password and goes straight in. */
export default function AdminAcceptInvitation() {
  const navigate = useNavigate();
  return (
    <PasswordLinkScreen
      link="invitation"
      onPassword={async (token, password) => {
        const { token: session } = await accountsApi.acceptInvitation(token, password);
        if (!session) throw new Error("no token");
        setToken(session);
        navigate("/admin/account", { replace: true });
      }}
    />
  );
}
