import { LanguageForm } from "../../components/admin/accounts/language-form.tsx";
import { PasswordForm } from "../../components/admin/accounts/password-form.tsx";
import { ProfileForm } from "../../components/admin/accounts/profile-form.tsx";
import { SessionsList } from "../../components/admin/accounts/sessions-list.tsx";
import { TotpPanel } from "../../components/admin/accounts/totp-panel.tsx";
import { useMe } from "../../components/admin/accounts/use-me.ts";
import { useReauth } from "../../components/admin/accounts/use-reauth.tsx";
import { FormMessage } from "../../components/admin/form-kit/fields.tsx";
import { DashboardSection } from "../../components/admin/form-kit/panel.tsx";
import { adminMeta } from "../../components/admin/shell/admin-meta.ts";
import { useAdminCopy } from "../../lib/admin-copy.tsx";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches[0]?.loaderData, "Your account · Admin", "/admin/account");

/** /admin/account: one's own name, email, password, sessions and two-factor sign-in (every role). */
export default function AdminAccount() {
  const { adminCopy, accountsCopy } = useAdminCopy();
  const copy = accountsCopy.account;
  const me = useMe();
  const { run, dialog } = useReauth(accountsCopy.reauth);
  if (!me.data) return null;
  return (
    <DashboardSection id="account" title={copy.title}>
      {me.data.totp_setup_required && <FormMessage kind="error">{copy.setupRequired}</FormMessage>}
      <TotpPanel run={run} copy={accountsCopy.totp} />
      <ProfileForm me={me.data} copy={copy} />
      <LanguageForm me={me.data} copy={copy} />
      <PasswordForm copy={accountsCopy} />
      <SessionsList copy={copy} retryLabel={adminCopy.dashboard.retry} />
      {dialog}
    </DashboardSection>
  );
}
