import { type KeyboardEvent, useRef } from "react";
import { fillIn } from "../../../shared/fill-in.ts";
import type { NavLink } from "../../content/navigation.ts";
import { currentItemIndex, isActivePath } from "../../lib/active-path.ts";
import { Icon } from "../ui/icon.tsx";
import { Link } from "../ui/localized-link.tsx";

/** A click this soon after hovering opened the menu keeps it open. */
const HOVER_CLICK_GRACE_MS = 600;

/**
 * One entry of the site's menu (./site-nav.tsx; its classes for both widths are in
 * app.css). On narrow screens its sub-items are listed under it. On wide screens
 * they are a dropdown that follows the disclosure-navigation pattern: the label is
 * a real link, the chevron button toggles the list (aria-expanded). Hover opens it;
 * ArrowDown/ArrowUp open it and move through the items, Home/End jump, Escape
 * closes and returns focus to the button.
 */
export function NavDropdown({
  link,
  pathname,
  open,
  onOpenChange,
  onChoose,
  submenu,
}: {
  link: NavLink;
  pathname: string;
  /** the button's name, {label} being the menu's */
  submenu: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** a link of the entry was followed */
  onChoose: () => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const hoverOpenedAt = useRef(Number.NEGATIVE_INFINITY);
  const current = isActivePath(pathname, link.to) ? "page" : undefined;
  const menuId = `nav-menu-${link.to.replace(/\W/g, "") || "home"}`;

  if (!link.items) {
    return (
      <li className="py-1.5 xl:py-0">
        <Link to={link.to} className="nav-link" aria-current={current} onClick={onChoose}>
          {link.label}
        </Link>
      </li>
    );
  }

  const currentIndex = currentItemIndex(link.items, pathname);
  const focusItem = (index: number) => {
    const items = list.current?.querySelectorAll<HTMLAnchorElement>("a");
    if (!items?.length) return;
    items[(index + items.length) % items.length]?.focus();
  };
  const openAndFocus = (index: number) => {
    onOpenChange(true);
    requestAnimationFrame(() => focusItem(index));
  };

  function onTriggerKey(event: KeyboardEvent) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openAndFocus(-1);
    } else if (event.key === "Escape" && open) {
      onOpenChange(false);
      button.current?.focus();
    }
  }

  function onMenuKey(event: KeyboardEvent) {
    const items = Array.from(list.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key] ?? 0);
    } else if (event.key === "Escape") {
      event.preventDefault();
      onOpenChange(false);
      button.current?.focus();
    }
  }

  return (
    <li
      className="nav-item py-1.5 xl:relative xl:flex xl:items-center xl:py-0"
      onMouseEnter={() => {
        hoverOpenedAt.current = performance.now();
        onOpenChange(true);
      }}
      onMouseLeave={() => onOpenChange(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <Link
        to={link.to}
        className="nav-link xl:pr-1"
        aria-current={current}
        onClick={onChoose}
        onKeyDown={onTriggerKey}
      >
        {link.label}
      </Link>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={fillIn(submenu, { label: link.label })}
        onClick={() => {
          // A mouse that just opened the menu by hovering means "open", not "toggle shut".
          if (open && performance.now() - hoverOpenedAt.current < HOVER_CLICK_GRACE_MS) return;
          onOpenChange(!open);
        }}
        onKeyDown={onTriggerKey}
        className="nav-toggle"
      >
        <Icon name="chevronDown" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div className={open ? "nav-menu" : "nav-menu nav-menu-closed"}>
        <ul ref={list} id={menuId} aria-label={link.label} onKeyDown={onMenuKey} className="nav-sublist">
          {link.items.map((item, index) => (
            <li key={item.label}>
              <Link
                to={item.to}
                onClick={onChoose}
                aria-current={index === currentIndex ? "page" : undefined}
                className="nav-sublink"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
