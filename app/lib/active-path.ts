import type { NavItem } from "../content/navigation.ts";

/** A navigation link is active when the current path equals its path exactly (docs/product.md). */
export function isActivePath(pathname: string, to: string): boolean {
  const clean = (p: string) => (p.length > 1 ? p.replace(/\/+$/, "") : p);
  return clean(pathname) === clean(to);
}

/** In a dropdown, only the first item pointing at the current page is marked current (several share /programs). */
export function currentItemIndex(items: NavItem[], pathname: string): number {
  return items.findIndex((item) => isActivePath(pathname, item.to));
}
