import { PagedPublicationsSection } from "../../components/admin/content/stored-section.tsx";
import { adminMeta } from "../../components/admin/shell/admin-meta.ts";
import { useAdminCopy } from "../../lib/admin-copy.tsx";
import type { Route } from "./+types/publications";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches[0]?.loaderData, "Publications · Admin", "/admin/publications");

export default function AdminPublications() {
  const { adminCopy, adminListCopy } = useAdminCopy();
  return <PagedPublicationsSection title={adminCopy.nav.publications} copy={adminListCopy} admin={adminCopy} />;
}
