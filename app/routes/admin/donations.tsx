import { DonationsScreen } from "../../components/admin/donations/donations-screen.tsx";
import { adminMeta } from "../../components/admin/shell/admin-meta.ts";
import { useAdminCopy } from "../../lib/admin-copy.tsx";
import type { Route } from "./+types/donations";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches[0]?.loaderData, "Donations · Admin", "/admin/donations");

export default function AdminDonations() {
  const { adminCopy, donationsCopy } = useAdminCopy();
  return <DonationsScreen copy={donationsCopy} retryLabel={adminCopy.dashboard.retry} />;
}
