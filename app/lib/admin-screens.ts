import { type Role, roleCan } from "../../shared/roles.ts";
import type { Me } from "../../shared/staff.ts";
import type { AdminNavLink } from "../content/admin-nav.ts";

/**
 * Whether `role` may open the admin screen at `pathname`: the screen's sidebar link names the
 * permission it needs (a screen without one, the dashboard and Your account, is everyone's).
 * Checked before a screen renders, so a screen outside the role shows no form and makes no call.
 */
/** Whether the admin screen at `pathname` belongs to a feature this server has switched off (none until known). */
export function screenSwitchedOff(
  pathname: string,
  links: readonly AdminNavLink[],
  features: Me["features"] | undefined,
): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  const feature = links.find((link) => link.href === path)?.feature;
  return feature !== undefined && features?.[feature] !== true;
}

/** The sidebar's links for a server's features: a switched-off feature's link is hidden. */
export function linksForFeatures(links: readonly AdminNavLink[], features: Me["features"] | undefined): AdminNavLink[] {
  return links.filter((link) => link.feature === undefined || features?.[link.feature] === true);
}

export function mayOpenScreen(role: Role | undefined, pathname: string, links: readonly AdminNavLink[]): boolean {
  const permission = screenLink(pathname, links)?.permission;
  return permission === undefined || roleCan(role, permission);
}

/**
 * The sidebar link a screen belongs to: its own, else the section it sits under
 * (`/admin/pages/about` under `/admin/pages`); the dashboard's `/admin` holds no other screen.
 */
function screenLink(pathname: string, links: readonly AdminNavLink[]): AdminNavLink | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  return (
    links.find((link) => link.href === path) ??
    links.find((link) => link.href !== "/admin" && path.startsWith(`${link.href}/`))
  );
}
