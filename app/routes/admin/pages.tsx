import { PagesList } from "../../components/admin/pages/pages-list.tsx";
import { adminMeta } from "../../components/admin/shell/admin-meta.ts";
import { useAdminCopy } from "../../lib/admin-copy.tsx";
import type { Route } from "./+types/pages";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches[0]?.loaderData, "Pages · Admin", "/admin/pages");

/** /admin/pages: the public pages whose copy staff edit (docs/product.md, "Page copy"). */
export default function AdminPages() {
  const { adminPagesCopy } = useAdminCopy();
  return <PagesList copy={adminPagesCopy.list} />;
}
