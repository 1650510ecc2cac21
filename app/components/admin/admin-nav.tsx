import { adminCopy } from "../../content/admin.ts";

const links = [
  { href: "#dashboard", label: adminCopy.nav.dashboard },
  { href: "#news", label: adminCopy.nav.news },
  { href: "#publications", label: adminCopy.nav.publications },
  { href: "#settings", label: adminCopy.nav.settings },
];

const item =
  "block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold text-brand-50 hover:bg-brand-800 focus-visible:outline-white";

/**
 * The sidebar (Dashboard, News, Settings, Logout, plus Publications): a column
 * beside the page on a wide screen, a compact bar across the top on a phone.
 */
export function AdminNav({ onLogout, busy }: { onLogout: () => void; busy: boolean }) {
  return (
    <nav aria-label={adminCopy.nav.label} className="lg:sticky lg:top-0 lg:h-screen">
      <div className="flex items-center gap-1 overflow-x-auto bg-brand-900 px-2 py-2 lg:h-full lg:flex-col lg:items-stretch lg:gap-2 lg:px-4 lg:py-6">
        <a href="/" className="mr-2 hidden font-display text-lg font-bold text-white lg:mb-6 lg:block">
          {adminCopy.brand}
        </a>
        <ul className="flex gap-1 lg:flex-col">
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
          className={`${item} ml-auto text-left lg:mt-auto lg:ml-0`}
          onClick={onLogout}
          disabled={busy}
        >
          {adminCopy.nav.logout}
        </button>
      </div>
    </nav>
  );
}
