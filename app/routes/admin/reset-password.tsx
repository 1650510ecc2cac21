import { useNavigate } from "react-router";
import { accountsApi } from "../../components/admin/accounts/accounts-api.ts";
import { AuthCardLink } from "../../components/admin/accounts/auth-card.tsx";
import { adminHeaders } from "../../components/admin/shell/admin-meta.ts";
import { preSessionClientLanguage, preSessionLoader } from "../../lib/admin-copy.tsx";
import { clearToken, setLoginNotice } from "../../lib/admin-session.ts";
import { PasswordLinkScreen, passwordLinkMeta } from "../../lib/password-link-screen.tsx";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = (args) => passwordLinkMeta("reset", "/admin/reset-password", args);
export const headers: Route.HeadersFunction = adminHeaders;

/** The language before a session: the remembered choice, else the browser's (decision 0072). */
export const loader = preSessionLoader;
export const clientLoader = preSessionClientLanguage;

/** /admin/reset-password?token=…: the link from the reset mail; then sign in with the new password. */
export default function AdminResetPassword() {
  const navigate = useNavigate();
  return (
    <PasswordLinkScreen
      link="reset"
      onPassword={async (token, password, { accountsCopy }) => {
        await accountsApi.confirmReset(token, password);
        // Every session ended on the server, this browser's too.
        clearToken();
        setLoginNotice(accountsCopy.reset.done);
        navigate("/admin/login", { replace: true });
      }}
      footer={({ accountsCopy }) => <AuthCardLink to="/admin/login">{accountsCopy.forgot.back}</AuthCardLink>}
    />
  );
}
