import type { Crumb } from "../../../shared/structured-data/breadcrumb-list.ts";
import type { NavLink } from "../../content/navigation.ts";
import type { PageTreeEntry } from "../../lib/breadcrumb-trail.ts";
import { Breadcrumb } from "./breadcrumb.tsx";
import { useBreadcrumbTrail } from "./use-breadcrumb-trail.ts";

/** The current page's breadcrumb, or nothing where the page tree gives none (loaded apart: see the public layout). */
export default function BreadcrumbBar({
  menu,
  outsideMenu,
  home,
  origin,
  label,
}: {
  menu: NavLink[];
  outsideMenu: Record<string, PageTreeEntry>;
  home: Crumb;
  origin: string;
  label: string;
}) {
  const trail = useBreadcrumbTrail(menu, outsideMenu, home);
  return trail ? <Breadcrumb trail={trail} origin={origin} label={label} /> : null;
}
