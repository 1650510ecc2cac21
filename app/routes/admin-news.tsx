import { adminMeta } from "../components/admin/admin-meta.ts";
import { PagedNewsSection } from "../components/admin/paged-sections.tsx";
import { useAdminCopy } from "../lib/admin-copy.tsx";
import type { Route } from "./+types/admin-news";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches[0]?.loaderData, "News · Admin", "/admin/news");

export default function AdminNews() {
  const { adminCopy, adminListCopy } = useAdminCopy();
  return <PagedNewsSection title={adminCopy.nav.news} copy={adminListCopy} admin={adminCopy} />;
}
