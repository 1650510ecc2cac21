import { collectionAdminLinks } from "../../shared/collections/admin-links.ts";
import type { Permission } from "../../shared/roles.ts";
import { collectionNames } from "./admin-collection-names.ts";

/**
 * The admin sidebar, in order. A link shows only to staff whose role has its
 * `permission` (shared/roles.ts); a link without one shows to everyone. A link
 * with a `feature` shows only when the server has it switched on (GET /api/me).
 */
export type AdminNavLink = { href: string; label: string; permission?: Permission; feature?: "sms" };

export const adminNavLinks: AdminNavLink[] = [
  { href: "/admin", label: "Dashboard" },
  { href: "/admin/news", label: "News", permission: "news-drafts" },
  { href: "/admin/publications", label: "Publications", permission: "content" },
  { href: "/admin/pages", label: "Pages", permission: "content" },
  { href: "/admin/inbox", label: "Inbox", permission: "inbox" },
  { href: "/admin/subscribers", label: "Subscribers", permission: "subscribers" },
  { href: "/admin/newsletter", label: "Newsletter", permission: "subscribers" },
  { href: "/admin/donations", label: "Donations", permission: "finance" },
  { href: "/admin/sms", label: "SMS", permission: "sms", feature: "sms" },
  { href: "/admin/open-books", label: "Open books", permission: "finance" },
  ...collectionAdminLinks(collectionNames),
  { href: "/admin/settings", label: "Settings", permission: "settings" },
  { href: "/admin/users", label: "Users", permission: "users" },
  { href: "/admin/audit", label: "Audit log", permission: "audit" },
  { href: "/admin/account", label: "Your account" },
];
