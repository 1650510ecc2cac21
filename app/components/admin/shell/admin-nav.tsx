import { useEffect, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { type Counted, counted } from "../../../../shared/counted.ts";
import type { Role } from "../../../../shared/roles.ts";
import { roleCan } from "../../../../shared/roles.ts";
import type { AdminNavLink } from "../../../content/admin-nav.ts";

const item =
  "block whitespace-nowrap rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-50 hover:bg-brand-800 focus-visible:outline-white aria-[current=page]:bg-brand-700 aria-[current=page]:text-white lg:px-3 lg:py-2";

type Props = {
  brand: string;
  label: string;
  logoutLabel: string;
  /** the phone bar's button that opens and closes the section links */
  menuLabel: string;
  links: AdminNavLink[];
  /** The signed-in member's role: links it can't use are hidden (none until it is known). */
  role: Role | undefined;
  onLogout: () => void;
  busy: boolean;
  /** what a screen reader hears for a badge's count */
  unreadLabel: Counted;
  /** a count shown beside a link (the inbox's unread messages), by href */
  badges?: Record<string, number>;
  /** a second, quieter count beside a link with its words (the inbox's spam to look over), by href */
  asides?: Record<string, { count: number; label: string }>;
};

/**
 * The admin sidebar: a column beside the screen on a wide screen; on a phone a
 * bar (name, Menu and Logout; at most 56 px tall) whose Menu button opens the
 * section links below it. Choosing a link, or any change of screen, closes them.
 */
export function AdminNav({
  brand,
  label,
  logoutLabel,
  menuLabel,
  links,
  role,
  onLogout,
  busy,
  unreadLabel,
  badges = {},
  asides = {},
}: Props) {
  const shown = links.filter((link) => !link.permission || roleCan(role, link.permission));
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every change of screen
  useEffect(() => setOpen(false), [pathname]);
  const unread = Object.values(badges).some((count) => count > 0);
  return (
    <nav
      aria-label={label}
      className="grid max-h-screen grid-cols-[1fr_auto_auto] items-center gap-x-1 overflow-y-auto bg-brand-900 px-2 py-1 lg:sticky lg:top-0 lg:flex lg:h-screen lg:max-h-none lg:flex-col lg:items-stretch lg:gap-2 lg:px-4 lg:py-6"
    >
      <a href="/" className="truncate px-2 font-display text-base font-bold text-white lg:mb-6 lg:text-lg">
        {brand}
      </a>
      <button
        type="button"
        className={`${item} col-start-2 row-start-1 inline-flex min-h-11 items-center gap-1 lg:hidden`}
        aria-expanded={open}
        aria-controls="admin-sections"
        onClick={() => setOpen((was) => !was)}
      >
        <span aria-hidden="true">{open ? "✕" : "☰"}</span> {menuLabel}
        {unread && !open && <span className="size-2 rounded-full bg-gold-400" aria-hidden="true" />}
      </button>
      <ul
        id="admin-sections"
        className={`col-span-3 row-start-2 flex-col gap-1 pb-2 lg:flex lg:pb-0 ${open ? "flex" : "hidden"}`}
      >
        {shown.map((link) => (
          <li key={link.href}>
            <NavLink
              to={link.href}
              end={link.href === "/admin"}
              className={`${item} py-2.5`}
              onClick={() => setOpen(false)}
            >
              {link.label}
              {(badges[link.href] ?? 0) > 0 && " "}
              {(badges[link.href] ?? 0) > 0 && (
                <span className="ml-1 rounded-full bg-gold-400 px-2 py-0.5 text-xs font-bold text-brand-900">
                  <span aria-hidden="true">{badges[link.href]}</span>
                  <span className="sr-only">{counted(unreadLabel, badges[link.href] ?? 0)}</span>
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
        className={`${item} col-start-3 row-start-1 min-h-11 text-left lg:mt-auto lg:min-h-0`}
        onClick={onLogout}
        disabled={busy}
      >
        {logoutLabel}
      </button>
    </nav>
  );
}
