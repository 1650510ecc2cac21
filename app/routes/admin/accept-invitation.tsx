import { useNavigate, useSearchParams } from "react-router";
import { accountsApi } from "../../components/admin/accounts/accounts-api.ts";
import { NewPasswordForm } from "../../components/admin/accounts/new-password-form.tsx";
import { adminHeaders, adminMeta } from "../../components/admin/shell/admin-meta.ts";
import { ADMIN_COPIES, preSessionClientLanguage, preSessionLoader, usePreSessionCopy } from "../../lib/admin-copy.tsx";
import { setToken } from "../../lib/admin-session.ts";
import type { Route } from "./+types/accept-invitation";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  adminMeta(
    matches[0]?.loaderData,
    ADMIN_COPIES[loaderData?.language ?? "en"].accountsCopy.invitation.title,
    "/admin/accept-invitation",
  );
export const headers: Route.HeadersFunction = adminHeaders;

/** The language before a session: the remembered choice, else the browser's (decision 0072). */
export const loader = preSessionLoader;
export const clientLoader = preSessionClientLanguage;

/** /admin/accept-invitation?token=…: the invited person chooses a password and goes straight in. */
export default function AdminAcceptInvitation() {
  const { language, copy: copies, aside } = usePreSessionCopy();
  const { adminCopy, accountsCopy } = copies;
  const copy = accountsCopy.invitation;
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
        const { token: session } = await accountsApi.acceptInvitation(token, password);
        if (!session) throw new Error("no token");
        setToken(session);
        navigate("/admin/account", { replace: true });
      }}
    />
  );
}
