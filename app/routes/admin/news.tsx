import { PagedNewsSection } from "../../components/admin/content/stored-section.tsx";
import { adminMeta } from "../../components/admin/shell/admin-meta.ts";
import { useAdminCopy } from "../../lib/admin-copy.tsx";
import type { Route } from "./+types/news";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches[0]?.loaderData, "News · Admin", "/admin/news");

export default function AdminNews() {
  const { adminCopy, adminListCopy } = useAdminCopy();
  return <PagedNewsSection title={adminCopy.nav.news} copy={adminListCopy} admin={adminCopy} />;
}
