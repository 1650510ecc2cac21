import type { ReactNode } from "react";

/** The three-column list every card collection uses. */
export function CardGrid<T>({
  items,
  keyOf,
  render,
}: {
  items: T[];
  keyOf: (item: T) => string | number;
  render: (item: T) => ReactNode;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={keyOf(item)} className="grid">
          {render(item)}
        </li>
      ))}
    </ul>
  );
}
