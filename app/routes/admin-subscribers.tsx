import { adminMeta } from "../components/admin/admin-meta.ts";
import { SubscribersScreen } from "../components/admin/inbox/subscribers-screen.tsx";
import type { Route } from "./+types/admin-subscribers";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches[0]?.loaderData, "Subscribers · Admin", "/admin/subscribers");

export default function AdminSubscribers() {
  return <SubscribersScreen />;
}
