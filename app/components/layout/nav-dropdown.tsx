import { type KeyboardEvent, useRef } from "react";
import { fillIn } from "../../../shared/fill-in.ts";
import type { NavLink } from "../../content/navigation.ts";
import { currentItemIndex, isActivePath } from "../../lib/active-path.ts";
import { Icon } from "../ui/icon.tsx";
import { Link } from "../ui/localized-link.tsx";

const topLink =
  "relative inline-flex items-center whitespace-nowrap rounded-md px-1.5 py-2 text-[0.95rem] font-semibold text-ink hover:text-brand-700 aria-[current=page]:text-brand-700 aria-[current=page]:after:absolute aria-[current=page]:after:inset-x-1.5 aria-[current=page]:after:-bottom-0.5 aria-[current=page]:after:h-0.5 aria-[current=page]:after:rounded-full aria-[current=page]:after:bg-accent-500";

/** A click this soon after hovering opened the menu keeps it open. */
const HOVER_CLICK_GRACE_MS = 600;

/**
 * One desktop menu entry. With sub-items it follows the disclosure-navigation
 * pattern: the label is a real link, the chevron button toggles the list
 * (aria-expanded). Hover opens it; ArrowDown/ArrowUp open it and move through
 * the items, Home/End jump, Escape closes and returns focus to the button.
 */
export function NavDropdown({
  link,
  pathname,
  open,
  onOpenChange,
  submenu,
}: {
  link: NavLink;
  pathname: string;
  /** the button's name, {label} being the menu's */
  submenu: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const hoverOpenedAt = useRef(Number.NEGATIVE_INFINITY);
  const current = isActivePath(pathname, link.to) ? "page" : undefined;
  const menuId = `nav-menu-${link.to.replace(/\W/g, "") || "home"}`;

  if (!link.items) {
    return (
      <li>
        <Link to={link.to} className={topLink} aria-current={current}>
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
      className="nav-item relative flex items-center"
      onMouseEnter={() => {
        hoverOpenedAt.current = performance.now();
        onOpenChange(true);
      }}
      onMouseLeave={() => onOpenChange(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <Link to={link.to} className={`${topLink} pr-1`} aria-current={current} onKeyDown={onTriggerKey}>
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
        className="inline-flex size-7 items-center justify-center rounded-md text-muted hover:text-brand-700"
      >
        <Icon name="chevronDown" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div
        className={`nav-menu absolute top-full left-0 pt-2 transition duration-150 ${open ? "visible translate-y-0 opacity-100" : "pointer-events-none invisible -translate-y-1 opacity-0"}`}
      >
        <ul
          ref={list}
          id={menuId}
          aria-label={link.label}
          onKeyDown={onMenuKey}
          className="min-w-60 rounded-xl border border-line bg-white p-2 shadow-xl"
        >
          {link.items.map((item, index) => (
            <li key={item.label}>
              <Link
                to={item.to}
                onClick={() => onOpenChange(false)}
                aria-current={index === currentIndex ? "page" : undefined}
                className="block rounded-lg px-3 py-2 text-[0.95rem] text-ink hover:bg-brand-50 hover:text-brand-800 focus:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
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
