import { collectionAdminLinks } from "../../../shared/collections/admin-links.ts";
import type * as en from "../admin-nav.ts";
import { collectionNames } from "./admin-collection-names.ts";

/** Kiswahili twin of app/content/admin-nav.ts: the admin sidebar (decision 0072). */
export const adminNavLinks: typeof en.adminNavLinks = [
  { href: "/admin", label: "Dashibodi" },
  { href: "/admin/news", label: "Habari", permission: "news-drafts" },
  { href: "/admin/publications", label: "Machapisho", permission: "content" },
  { href: "/admin/pages", label: "Kurasa", permission: "content" },
  { href: "/admin/inbox", label: "Kikasha", permission: "inbox" },
  { href: "/admin/subscribers", label: "Waliojiandikisha", permission: "subscribers" },
  { href: "/admin/newsletter", label: "Jarida", permission: "subscribers" },
  { href: "/admin/donations", label: "Michango", permission: "finance" },
  { href: "/admin/sms", label: "SMS", permission: "sms", feature: "sms" },
  { href: "/admin/open-books", label: "Hesabu wazi", permission: "finance" },
  ...collectionAdminLinks(collectionNames),
  { href: "/admin/settings", label: "Mipangilio", permission: "settings" },
  { href: "/admin/users", label: "Watumiaji", permission: "users" },
  { href: "/admin/audit", label: "Kumbukumbu za shughuli", permission: "audit" },
  { href: "/admin/account", label: "Akaunti yako" },
];
