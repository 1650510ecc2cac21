import { type ReactNode, useEffect, useRef, useState } from "react";
import type { LiteSwitchCopy, NavItem, NavLink } from "../../content/navigation.ts";
import { currentItemIndex, isActivePath } from "../../lib/active-path.ts";
import { buttonClass } from "../ui/button.tsx";
import { Icon } from "../ui/icon.tsx";
import { Link } from "../ui/localized-link.tsx";
import { LiteSwitch } from "./lite-switch.tsx";

/**
 * The small-screen menu: a toggle and a scrolling list (at most 80% of the
 * viewport) of every item and sub-item. It is a <details> element, so it opens
 * without JavaScript too; with scripts it also closes on Escape and after a link.
 */
export function MobileNav({
  links,
  joinButton,
  liteSwitch,
  pathname,
  search,
  copy,
}: {
  /** the toggle's and the list's names */
  copy: { openMenu: string; closeMenu: string; mainMenu: string };
  links: NavLink[];
  joinButton: NavItem;
  liteSwitch: LiteSwitchCopy;
  pathname: string;
  /** the search field, at the top of the menu */
  search?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // Closing acts on the element itself, as it is on screen: its toggle event, which updates the
  // state, may not have run yet when a key or a link comes right after the tap that opened it.
  const close = () => {
    if (details.current?.open) details.current.open = false;
    setOpen(false);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every route change
  useEffect(close, [pathname]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one listener for the component's life
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && close();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const itemClass =
    "block rounded-lg px-3 py-2.5 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700";

  return (
    <details
      ref={details}
      className="group xl:hidden"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary
        aria-controls="mobile-menu"
        aria-label={open ? copy.closeMenu : copy.openMenu}
        className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-full text-brand-800 hover:bg-brand-50 [&::-webkit-details-marker]:hidden"
      >
        <Icon name="menu" className="size-6 group-open:hidden" />
        <Icon name="close" className="hidden size-6 group-open:block" />
      </summary>
      <nav
        id="mobile-menu"
        aria-label={copy.mainMenu}
        className="absolute inset-x-0 top-full max-h-[80vh] overflow-y-auto border-t border-line bg-white px-4 pt-2 pb-6 shadow-xl"
      >
        {search}
        <ul className="divide-y divide-line">
          {links.map((link) => {
            const currentIndex = link.items ? currentItemIndex(link.items, pathname) : -1;
            return (
              <li key={link.label} className="py-1.5">
                <Link
                  to={link.to}
                  onClick={close}
                  aria-current={isActivePath(pathname, link.to) ? "page" : undefined}
                  className={`${itemClass} font-semibold text-ink`}
                >
                  {link.label}
                </Link>
                {link.items && (
                  <ul aria-label={link.label} className="mb-1 ml-3 border-l-2 border-brand-100 pl-2">
                    {link.items.map((item, index) => (
                      <li key={item.label}>
                        <Link
                          to={item.to}
                          onClick={close}
                          aria-current={index === currentIndex ? "page" : undefined}
                          className={`${itemClass} py-2 text-[0.95rem] text-muted`}
                        >
                          {item.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
        <Link to={joinButton.to} onClick={close} className={buttonClass("secondary", "md", "mt-4 w-full")}>
          {joinButton.label}
        </Link>
        <div className="mt-4 text-center">
          <LiteSwitch copy={liteSwitch} tone="dark" />
        </div>
      </nav>
    </details>
  );
}
