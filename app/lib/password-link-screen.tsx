import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { NewPasswordForm } from "../components/admin/accounts/new-password-form.tsx";
import { adminMeta } from "../components/admin/shell/admin-meta.ts";
import { ADMIN_COPIES, usePreSessionCopy } from "./admin-copy.tsx";

type Copies = (typeof ADMIN_COPIES)["en"];
/** The two emailed links that let a person choose a password: an invitation and a reset. */
type PasswordLink = "invitation" | "reset";

/** The page title of a password link's screen, in the language before a session (decision 0072). */
export function passwordLinkMeta(
  link: PasswordLink,
  path: string,
  args: { matches: ReadonlyArray<{ loaderData?: unknown } | undefined>; loaderData?: { language?: "en" | "sw" } },
) {
  return adminMeta(
    args.matches[0]?.loaderData,
    ADMIN_COPIES[args.loaderData?.language ?? "en"].accountsCopy[link].title,
    path,
  );
}

/**
 * The screen an emailed password link opens (`?token=…`): choose a password, in the
 * language before a session; `onPassword` says what follows (going in, or signing in again).
 */
export function PasswordLinkScreen({
  link,
  onPassword,
  footer,
}: {
  link: PasswordLink;
  onPassword: (token: string, password: string, copies: Copies) => Promise<void>;
  footer?: (copies: Copies) => ReactNode;
}) {
  const { language, copy: copies, aside } = usePreSessionCopy();
  const { adminCopy, accountsCopy } = copies;
  const copy = accountsCopy[link];
  const [params] = useSearchParams();
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
      onSubmit={(token, password) => onPassword(token, password, copies)}
      footer={footer?.(copies)}
    />
  );
}
