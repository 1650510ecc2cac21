import { useEffect, useRef, useState } from "react";
import type { NavLink } from "../../content/navigation.ts";
import { NavDropdown } from "./nav-dropdown.tsx";

/** The wide-screen menu; one dropdown open at a time, all closed after navigating. */
export function DesktopNav({
  links,
  pathname,
  label,
  submenu,
}: {
  links: NavLink[];
  pathname: string;
  /** the landmark's name */
  label: string;
  /** a dropdown button's name, {label} being the menu's */
  submenu: string;
}) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // Scripted from here on: the dropdowns open on click, no longer on hover alone (app.css). Set on
  // the element, not through state, so starting the page re-renders no menu (decision 0096).
  const nav = useRef<HTMLElement>(null);
  useEffect(() => nav.current?.setAttribute("data-ready", ""), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every route change
  useEffect(() => setOpenIndex(null), [pathname]);

  return (
    <nav ref={nav} aria-label={label} className="site-nav hidden xl:block">
      <ul className="flex items-center gap-0.5">
        {links.map((link, index) => (
          <NavDropdown
            key={link.label}
            link={link}
            pathname={pathname}
            submenu={submenu}
            open={openIndex === index}
            onOpenChange={(open) => setOpenIndex((current) => (open ? index : current === index ? null : current))}
          />
        ))}
      </ul>
    </nav>
  );
}
