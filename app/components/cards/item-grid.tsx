import type { ReactNode } from "react";
import { CardGrid } from "./card-grid.tsx";

/**
 * A card grid of items that staff keep in the admin, with a sentence in place
 * of the grid when there are none (or they could not be loaded).
 */
export function ItemGrid<T>({
  items,
  keyOf,
  render,
  empty,
  failed = false,
  failedText,
}: {
  items: T[];
  keyOf: (item: T) => string | number;
  render: (item: T) => ReactNode;
  empty: string;
  failed?: boolean;
  failedText: string;
}) {
  if (items.length === 0) return <EmptyList failed={failed} failedText={failedText} empty={empty} />;
  return <CardGrid items={items} keyOf={keyOf} render={render} />;
}

/** The sentence in place of an empty list: that there is nothing yet, or that it could not be loaded. */
export function EmptyList({
  empty,
  failed = false,
  failedText,
}: {
  empty: string;
  failed?: boolean;
  failedText: string;
}) {
  return (
    <p role={failed ? "alert" : undefined} className="rounded-card border border-line bg-white p-6 text-muted">
      {failed ? failedText : empty}
    </p>
  );
}
