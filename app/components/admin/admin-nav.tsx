import { NavLink } from "react-router";
import type { Role } from "../../../shared/roles.ts";
import { roleCan } from "../../../shared/roles.ts";
import type { AdminNavLink } from "../../content/admin-nav.ts";

const item =
  "block whitespace-nowrap rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-50 hover:bg-brand-800 focus-visible:outline-white aria-[current=page]:bg-brand-700 aria-[current=page]:text-white lg:px-3 lg:py-2";

type Props = {
  brand: string;
  label: string;
  logoutLabel: string;
  links: AdminNavLink[];
  /** The signed-in member's role: links it can't use are hidden (none until it is known). */
  role: Role | undefined;
  onLogout: () => void;
  busy: boolean;
  /** a count shown beside a link (the inbox's unread messages), by href */
  badges?: Record<string, number>;
  /** a second, quieter count beside a link with its words (the inbox's spam to look over), by href */
  asides?: Record<string, { count: number; label: string }>;
};

/**
 * The admin sidebar: a column beside the screen on a wide screen; on a phone a
 * compact bar (name and Logout, then the section links, wrapping) across the top.
 */
export function AdminNav({ brand, label, logoutLabel, links, role, onLogout, busy, badges = {}, asides = {} }: Props) {
  const shown = links.filter((link) => !link.permission || roleCan(role, link.permission));
  return (
    <nav
      aria-label={label}
      className="grid grid-cols-[1fr_auto] items-center gap-x-2 bg-brand-900 px-2 py-1 lg:sticky lg:top-0 lg:flex lg:h-screen lg:flex-col lg:items-stretch lg:gap-2 lg:overflow-y-auto lg:px-4 lg:py-6"
    >
      <a href="/" className="px-2 font-display text-base font-bold text-white lg:mb-6 lg:text-lg">
        {brand}
      </a>
      <ul className="col-span-2 row-start-2 flex flex-wrap gap-1 lg:flex-col">
        {shown.map((link) => (
          <li key={link.href}>
            <NavLink to={link.href} end={link.href === "/admin"} className={item}>
              {link.label}
              {(badges[link.href] ?? 0) > 0 && " "}
              {(badges[link.href] ?? 0) > 0 && (
                <span className="ml-1 rounded-full bg-gold-400 px-2 py-0.5 text-xs font-bold text-brand-900">
                  {badges[link.href]}
                  <span className="sr-only"> unread</span>
                </span>
              )}
              {(asides[link.href]?.count ?? 0) > 0 && (
                <span className="ml-1 rounded-full border border-brand-300 px-2 py-0.5 text-xs font-semibold text-brand-50">
                  {asides[link.href]?.count}
                  <span className="sr-only"> {asides[link.href]?.label}</span>
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`${item} col-start-2 row-start-1 text-left lg:mt-auto`}
        onClick={onLogout}
        disabled={busy}
      >
        {logoutLabel}
      </button>
    </nav>
  );
}
