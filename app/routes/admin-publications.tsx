import { adminMeta } from "../components/admin/admin-meta.ts";
import { PagedPublicationsSection } from "../components/admin/paged-sections.tsx";
import { adminCopy } from "../content/admin.ts";
import { adminListCopy } from "../content/admin-collections.ts";
import type { Route } from "./+types/admin-publications";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches[0]?.loaderData, "Publications · Admin", "/admin/publications");

export default function AdminPublications() {
  return <PagedPublicationsSection title={adminCopy.nav.publications} copy={adminListCopy} admin={adminCopy} />;
}
