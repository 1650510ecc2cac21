import { OpenBooksScreen } from "../../components/admin/open-books/open-books-screen.tsx";
import { adminMeta } from "../../components/admin/shell/admin-meta.ts";
import { useAdminCopy } from "../../lib/admin-copy.tsx";
import type { Route } from "./+types/open-books";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches[0]?.loaderData, "Open books · Admin", "/admin/open-books");

export default function AdminOpenBooks() {
  const { adminCopy, openBooksCopy } = useAdminCopy();
  // The office's year (East Africa Time) for the forms' defaults.
  const thisYear = Number(new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 4));
  return <OpenBooksScreen copy={openBooksCopy} retryLabel={adminCopy.dashboard.retry} thisYear={thisYear} />;
}
