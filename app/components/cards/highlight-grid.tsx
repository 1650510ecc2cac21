import type { Highlight } from "../../content/page-types.ts";
import { Icon } from "../ui/icon.tsx";

/** Benefits, values, tools or modules: icon, title and text in a responsive grid. */
export function HighlightGrid({ items, columns = 4 }: { items: Highlight[]; columns?: 2 | 3 | 4 }) {
  const cols = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" }[columns];
  return (
    <ul className={`grid gap-6 ${cols}`}>
      {items.map((item) => (
        <li key={item.title} className="rounded-card border border-line bg-white p-6 shadow-card">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Icon name={item.icon} className="size-6" />
          </span>
          <h3 className="mt-4 font-display text-lg font-bold">{item.title}</h3>
          <p className="mt-2 text-muted">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
