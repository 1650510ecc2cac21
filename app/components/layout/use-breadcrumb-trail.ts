import { useMemo } from "react";
import { useLocation } from "react-router";
import { localeOfPath, localizedPath, pathWithoutLocale } from "../../../shared/locales.ts";
import type { Crumb } from "../../../shared/structured-data/breadcrumb-list.ts";
import type { NavLink } from "../../content/navigation.ts";
import { type BreadcrumbHandle, breadcrumbTrail, type PageTreeEntry, pageTree } from "../../lib/breadcrumb-trail.ts";
import { usePageMatches } from "../../lib/page-matches.ts";

/**
 * The current page's breadcrumb, derived in one place for every public page:
 * the menu and the pages outside it give the tree; a route showing one item
 * (an opening, an article, an event, a shared publication) names it through
 * its `handle.breadcrumb` (null there: the page at the path itself).
 */
export function useBreadcrumbTrail(menu: NavLink[], outsideMenu: Record<string, PageTreeEntry>, home: Crumb) {
  const { pathname } = useLocation();
  const matches = usePageMatches();
  const tree = useMemo(() => pageTree(menu, outsideMenu), [menu, outsideMenu]);
  const last = matches[matches.length - 1];
  const handle = last?.handle as Partial<BreadcrumbHandle> | undefined;
  const leaf = handle?.breadcrumb ? handle.breadcrumb(last?.loaderData) : null;
  // The tree knows English paths; the trail's links are in the page's language.
  const locale = localeOfPath(pathname);
  const trail = breadcrumbTrail(tree, home, pathWithoutLocale(pathname), leaf);
  return locale === "en" || !trail
    ? trail
    : trail.map((crumb) => ({ ...crumb, path: localizedPath(crumb.path, locale) }));
}
