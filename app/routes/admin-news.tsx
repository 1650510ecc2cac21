import { adminMeta } from "../components/admin/admin-meta.ts";
import { NewsSection } from "../components/admin/admin-sections.tsx";
import type { Route } from "./+types/admin-news";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches[0]?.loaderData, "News · Admin", "/admin/news");

export default function AdminNews() {
  return <NewsSection />;
}
