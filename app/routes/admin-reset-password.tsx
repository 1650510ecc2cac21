import { useNavigate, useSearchParams } from "react-router";
import { accountsApi } from "../components/admin/accounts-api.ts";
import { adminHeaders, adminMeta } from "../components/admin/admin-meta.ts";
import { AuthCardLink } from "../components/admin/auth-card.tsx";
import { NewPasswordForm } from "../components/admin/new-password-form.tsx";
import { adminCopy } from "../content/admin.ts";
import { accountsCopy } from "../content/admin-accounts.ts";
import { clearToken, setLoginNotice } from "../lib/admin-session.ts";
import type { Route } from "./+types/admin-reset-password";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches[0]?.loaderData, accountsCopy.reset.title, "/admin/reset-password");
export const headers: Route.HeadersFunction = adminHeaders;

/** /admin/reset-password?token=…: the link from the reset mail; then sign in with the new password. */
export default function AdminResetPassword() {
  const copy = accountsCopy.reset;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <NewPasswordForm
      brand={adminCopy.brand}
      copy={accountsCopy.newPassword}
      title={copy.title}
      intro={copy.intro}
      submitLabel={copy.submit}
      failed={copy.failed}
      token={params.get("token")}
      onSubmit={async (token, password) => {
        await accountsApi.confirmReset(token, password);
        // Every session ended on the server, this browser's too.
        clearToken();
        setLoginNotice(copy.done);
        navigate("/admin/login", { replace: true });
      }}
      footer={<AuthCardLink to="/admin/login">{accountsCopy.forgot.back}</AuthCardLink>}
    />
  );
}
