import { type Role, roleCan } from "../../shared/roles.ts";
import type { AdminNavLink } from "../content/admin-nav.ts";

/**
 * Whether `role` may open the admin screen at `pathname`: the screen's sidebar link names the
 * permission it needs (a screen without one, the dashboard and Your account, is everyone's).
 * Checked before a screen renders, so a screen outside the role shows no form and makes no call.
 */
export function mayOpenScreen(role: Role | undefined, pathname: string, links: readonly AdminNavLink[]): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  const permission = links.find((link) => link.href === path)?.permission;
  return permission === undefined || roleCan(role, permission);
}
