import { useNavigate, useSearchParams } from "react-router";
import { accountsApi } from "../../components/admin/accounts/accounts-api.ts";
import { AuthCardLink } from "../../components/admin/accounts/auth-card.tsx";
import { NewPasswordForm } from "../../components/admin/accounts/new-password-form.tsx";
import { adminHeaders, adminMeta } from "../../components/admin/shell/admin-meta.ts";
import { ADMIN_COPIES, preSessionClientLanguage, preSessionLoader, usePreSessionCopy } from "../../lib/admin-copy.tsx";
import { clearToken, setLoginNotice } from "../../lib/admin-session.ts";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  adminMeta(
    matches[0]?.loaderData,
    ADMIN_COPIES[loaderData?.language ?? "en"].accountsCopy.reset.title,
    "/admin/reset-password",
  );
export const headers: Route.HeadersFunction = adminHeaders;

/** The language before a session: the remembered choice, else the browser's (decision 0072). */
export const loader = preSessionLoader;
export const clientLoader = preSessionClientLanguage;

/** /admin/reset-password?token=…: the link from the reset mail; then sign in with the new password. */
export default function AdminResetPassword() {
  const { language, copy: copies, aside } = usePreSessionCopy();
  const { adminCopy, accountsCopy } = copies;
  const copy = accountsCopy.reset;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <NewPasswordForm
      brand={adminCopy.brand}
      copy={accountsCopy.newPassword}
      lang={language}
      aside={aside}
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
