import type { Crumb } from "../../shared/structured-data/breadcrumb-list.ts";

/** Where a page sits: its name and the path of the page above it ("/" for a first-level page). */
export type PageTreeEntry = { label: string; parent: string };

/** What a route with its own items (an opening, an article, an event) says about the page it shows. */
export type LeafCrumb = { label: string; path: string; parent: string };

/** A route's `handle.breadcrumb`: the leaf of the trail from its loader data, or null when it shows nothing. */
export type BreadcrumbHandle = { breadcrumb: (data: unknown) => LeafCrumb | null };

type MenuLink = { label: string; to: string; items?: Array<{ label: string; to: string }> };

/** The page tree: each menu link is a first-level page, each dropdown item below its link, plus `extra`. */
export function pageTree(menu: MenuLink[], extra: Record<string, PageTreeEntry>): Map<string, PageTreeEntry> {
  const tree = new Map<string, PageTreeEntry>();
  for (const link of menu) {
    if (link.to !== "/") tree.set(link.to, { label: link.label, parent: "/" });
  }
  for (const link of menu) {
    for (const item of link.items ?? []) {
      if (!tree.has(item.to)) tree.set(item.to, { label: item.label, parent: link.to });
    }
  }
  for (const [path, entry] of Object.entries(extra)) tree.set(path, entry);
  return tree;
}

const MAX_DEPTH = 8;

/**
 * The trail from the home page to the page at `pathname` (or to `leaf`, an
 * item's own page), or null for the home page, a first-level page and a page
 * the tree does not know: only pages below the first level show a breadcrumb.
 */
export function breadcrumbTrail(
  tree: Map<string, PageTreeEntry>,
  home: Crumb,
  pathname: string,
  leaf: LeafCrumb | null,
): Crumb[] | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const trail: Crumb[] = [];
  let parent: string;
  if (leaf) {
    trail.push({ label: leaf.label, path: leaf.path });
    parent = leaf.parent;
  } else {
    const page = tree.get(path);
    if (!page) return null;
    trail.push({ label: page.label, path });
    parent = page.parent;
  }
  while (parent !== "/" && trail.length < MAX_DEPTH) {
    const page = tree.get(parent);
    if (!page) return null;
    trail.push({ label: page.label, path: parent });
    parent = page.parent;
  }
  trail.push(home);
  return trail.length > 2 ? trail.reverse() : null;
}
