import { type ReactNode, useEffect, useRef, useState } from "react";
import type { LiteSwitchCopy, NavItem, NavLink } from "../../content/navigation.ts";
import { buttonClass } from "../ui/button.tsx";
import { Icon } from "../ui/icon.tsx";
import { Link } from "../ui/localized-link.tsx";
import { LiteSwitch } from "./lite-switch.tsx";
import { NavDropdown } from "./nav-dropdown.tsx";

/**
 * The site's one menu, for every width (docs/decisions/0099-one-menu-for-every-width.md).
 * Wide screens show it in the header's row, each entry with its dropdown; narrow
 * screens show it as a panel under the header, every item and sub-item listed, opened
 * by the toggle before it. The toggle is a <details> whose sibling the menu is, so the
 * panel opens without JavaScript too. The classes that draw it both ways are in
 * app.css ("The site's menu"), written once rather than in every link. With scripts
 * it also closes on Escape, after a link and on every route change, and one dropdown
 * is open at a time.
 */
export function SiteNav({
  links,
  joinButton,
  liteSwitch,
  pathname,
  search,
  copy,
}: {
  /** the toggle's and the menu's names, and a dropdown button's ({label} being the entry's) */
  copy: { openMenu: string; closeMenu: string; mainMenu: string; submenu: string };
  links: NavLink[];
  joinButton: NavItem;
  liteSwitch: LiteSwitchCopy;
  pathname: string;
  /** the search field, at the top of the narrow screens' panel */
  search: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const toggle = useRef<HTMLDetailsElement>(null);
  const nav = useRef<HTMLElement>(null);
  // Closing acts on the element itself, as it is on screen: its toggle event, which updates the
  // state, may not have run yet when a key or a link comes right after the tap that opened it.
  const close = () => {
    if (toggle.current?.open) toggle.current.open = false;
    setOpen(false);
    setOpenIndex(null);
  };
  // Scripted from here on: the dropdowns open on click, no longer on hover alone (app.css). Set on
  // the element, not through state, so starting the page re-renders no menu (decision 0096).
  useEffect(() => nav.current?.setAttribute("data-ready", ""), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every route change
  useEffect(close, [pathname]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one listener for the component's life
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && toggle.current?.open && close();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  return (
    <>
      <details
        ref={toggle}
        className="group peer order-last -ml-2 xl:hidden"
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary
          aria-controls="site-menu"
          aria-label={open ? copy.closeMenu : copy.openMenu}
          className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-full text-brand-800 hover:bg-brand-50 [&::-webkit-details-marker]:hidden"
        >
          <Icon name="menu" className="size-6 group-open:hidden" />
          <Icon name="close" className="hidden size-6 group-open:block" />
        </summary>
      </details>
      <nav ref={nav} id="site-menu" aria-label={copy.mainMenu} className="site-nav nav-panel">
        <div className="xl:hidden">{search}</div>
        <ul className="divide-y divide-line xl:flex xl:items-center xl:gap-0.5 xl:divide-y-0">
          {links.map((link, index) => (
            <NavDropdown
              key={link.label}
              link={link}
              pathname={pathname}
              submenu={copy.submenu}
              open={openIndex === index}
              onChoose={close}
              onOpenChange={(open) => setOpenIndex((current) => (open ? index : current === index ? null : current))}
            />
          ))}
        </ul>
        <div className="mt-4 text-center xl:hidden">
          <Link to={joinButton.to} onClick={close} className={buttonClass("secondary", "md", "mb-4 w-full")}>
            {joinButton.label}
          </Link>
          <LiteSwitch copy={liteSwitch} tone="dark" />
        </div>
      </nav>
    </>
  );
}
