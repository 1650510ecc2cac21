/**
 * Where `POST /api/{collection}/{id}/move` takes an item (docs/product.md, "Collections"):
 * one step up or down, a position counted from 0 (the first), or the top or bottom.
 */
export type MoveTarget = { direction: "up" | "down" } | { position: number } | { to: "top" | "bottom" };

/** The index an item at `from` of `count` items ends at, always inside the list. */
export function targetIndex(target: MoveTarget, from: number, count: number): number {
  const last = Math.max(0, count - 1);
  let index: number;
  if ("direction" in target) index = target.direction === "up" ? from - 1 : from + 1;
  else if ("to" in target) index = target.to === "top" ? 0 : last;
  else index = target.position;
  return Math.min(Math.max(index, 0), last);
}

/** `ids` with the one at `from` taken out and put back at `to`. */
export function reordered<T>(ids: readonly T[], from: number, to: number): T[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}
