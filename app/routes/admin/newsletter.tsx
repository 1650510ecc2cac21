import { NewsletterScreen } from "../../components/admin/newsletter/newsletter-screen.tsx";
import { adminMeta } from "../../components/admin/shell/admin-meta.ts";
import { useAdminCopy } from "../../lib/admin-copy.tsx";
import type { Route } from "./+types/newsletter";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches[0]?.loaderData, "Newsletter · Admin", "/admin/newsletter");

export default function AdminNewsletter() {
  const { newsletterAdminCopy } = useAdminCopy();
  return <NewsletterScreen copy={newsletterAdminCopy} />;
}
