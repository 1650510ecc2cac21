import { adminMeta } from "../components/admin/admin-meta.ts";
import { DonationsScreen } from "../components/admin/donations/donations-screen.tsx";
import { adminCopy } from "../content/admin.ts";
import { donationsCopy } from "../content/admin-donations.ts";
import type { Route } from "./+types/admin-donations";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches[0]?.loaderData, "Donations · Admin", "/admin/donations");

export default function AdminDonations() {
  return <DonationsScreen copy={donationsCopy} retryLabel={adminCopy.dashboard.retry} />;
}
