import { adminMeta } from "../components/admin/admin-meta.ts";
import { PublicationsSection } from "../components/admin/admin-sections.tsx";
import type { Route } from "./+types/admin-publications";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches[0]?.loaderData, "Publications · Admin", "/admin/publications");

export default function AdminPublications() {
  return <PublicationsSection />;
}
