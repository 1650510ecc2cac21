import { adminCopy } from "../../content/admin.ts";

const links = [
  { href: "#dashboard", label: adminCopy.nav.dashboard },
  { href: "#news", label: adminCopy.nav.news },
  { href: "#publications", label: adminCopy.nav.publications },
  { href: "#settings", label: adminCopy.nav.settings },
];

const item =
  "block whitespace-nowrap rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-50 hover:bg-brand-800 focus-visible:outline-white lg:px-3 lg:py-2";

/**
 * The sidebar (Dashboard, News, Settings, Logout, plus Publications): a column
 * beside the page on a wide screen; on a phone a compact two-line bar (name and
 * Logout, then the section links) across the top.
 */
export function AdminNav({ onLogout, busy }: { onLogout: () => void; busy: boolean }) {
  return (
    <nav
      aria-label={adminCopy.nav.label}
      className="grid grid-cols-[1fr_auto] items-center gap-x-2 bg-brand-900 px-2 py-1 lg:sticky lg:top-0 lg:flex lg:h-screen lg:flex-col lg:items-stretch lg:gap-2 lg:px-4 lg:py-6"
    >
      <a href="/" className="px-2 font-display text-base font-bold text-white lg:mb-6 lg:text-lg">
        {adminCopy.brand}
      </a>
      <ul className="col-span-2 row-start-2 flex flex-wrap gap-1 lg:flex-col">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={item}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`${item} col-start-2 row-start-1 text-left lg:mt-auto`}
        onClick={onLogout}
        disabled={busy}
      >
        {adminCopy.nav.logout}
      </button>
    </nav>
  );
}
