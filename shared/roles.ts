/**
 * Staff roles and what each may do (docs/product.md, "Staff roles"). The server
 * enforces these on every call; the admin reads the same table to hide what a
 * role can't do.
 */
export const ROLES = ["admin", "editor", "author", "finance"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Administrator",
  editor: "Editor",
  author: "Author",
  finance: "Finance officer",
};

/**
 * - `content`: create, edit, publish and delete every kind of content (news, publications, collections).
 * - `news-drafts`: write and edit one's own news drafts (an Author's whole share).
 * - `inbox`: read and handle messages, applications and registrations.
 * - `subscribers`: see and export newsletter subscribers.
 * - `settings`: change site settings.
 * - `users`: invite, change and remove staff accounts; require two-factor sign-in.
 * - `audit`: read the audit log.
 * - `finance`: see M-Pesa donations, their history and totals, check one with M-Pesa, export them.
 * - `sms`: send SMS broadcasts; see SMS subscribers (phones masked but for Administrators) and suppressions.
 */
export const PERMISSIONS = [
  "content",
  "news-drafts",
  "inbox",
  "subscribers",
  "settings",
  "users",
  "audit",
  "finance",
  "sms",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const GRANTS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  editor: ["content", "news-drafts", "inbox", "subscribers", "sms"],
  author: ["news-drafts"],
  finance: ["finance"],
};

export function roleCan(role: Role | undefined, permission: Permission): boolean {
  return role !== undefined && GRANTS[role].includes(permission);
}
