import type * as en from "../admin-nav.ts";

/** Kiswahili twin of app/content/admin-nav.ts: the admin sidebar (decision 0072). */
export const adminNavLinks: typeof en.adminNavLinks = [
  { href: "/admin", label: "Dashibodi" },
  { href: "/admin/news", label: "Habari", permission: "news-drafts" },
  { href: "/admin/publications", label: "Machapisho", permission: "content" },
  { href: "/admin/inbox", label: "Kikasha", permission: "inbox" },
  { href: "/admin/subscribers", label: "Waliojiandikisha", permission: "subscribers" },
  { href: "/admin/newsletter", label: "Jarida", permission: "subscribers" },
  { href: "/admin/donations", label: "Michango", permission: "finance" },
  { href: "/admin/openings", label: "Nafasi", permission: "content" },
  { href: "/admin/events", label: "Matukio", permission: "content" },
  { href: "/admin/albums", label: "Albamu za picha", permission: "content" },
  { href: "/admin/resources", label: "Nyenzo", permission: "content" },
  { href: "/admin/team", label: "Timu", permission: "content" },
  { href: "/admin/partners", label: "Washirika", permission: "content" },
  { href: "/admin/stories", label: "Simulizi", permission: "content" },
  { href: "/admin/media", label: "Vyombo vya habari", permission: "content" },
  { href: "/admin/products", label: "Bidhaa za duka", permission: "content" },
  { href: "/admin/settings", label: "Mipangilio", permission: "settings" },
  { href: "/admin/users", label: "Watumiaji", permission: "users" },
  { href: "/admin/audit", label: "Kumbukumbu za shughuli", permission: "audit" },
  { href: "/admin/account", label: "Akaunti yako" },
];
