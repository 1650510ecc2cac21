import { adminMeta } from "../components/admin/admin-meta.ts";
import { PagedNewsSection } from "../components/admin/paged-sections.tsx";
import { adminCopy } from "../content/admin.ts";
import { adminListCopy } from "../content/admin-collections.ts";
import type { Route } from "./+types/admin-news";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches[0]?.loaderData, "News · Admin", "/admin/news");

export default function AdminNews() {
  return <PagedNewsSection title={adminCopy.nav.news} copy={adminListCopy} admin={adminCopy} />;
}
