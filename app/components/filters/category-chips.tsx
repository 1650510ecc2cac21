import { categoryId } from "../../../shared/collections/categories.ts";
import { fillIn } from "../../../shared/fill-in.ts";
import type { Category } from "../../content/page-types.ts";
import { useCardLabels } from "../../lib/shell-copy.ts";

/** Filter chips showing each category's name and count; the active one is pressed. */
export function CategoryChips({
  categories,
  active,
  onSelect,
  label,
  shown,
  noun,
}: {
  categories: Category[];
  active: string;
  onSelect: (name: string) => void;
  /** e.g. "Filter stories by category" */
  label: string;
  /** how many items the filtered list shows on this page */
  shown: number;
  /** plural noun for the status line, e.g. "stories" */
  noun: string;
}) {
  const labels = useCardLabels();
  const activeChip = categories.find((c) => categoryId(c.name) === active);
  const allShown = !activeChip || activeChip.name === "All";
  const activeName = activeChip?.label ?? activeChip?.name ?? "All";
  return (
    <div className="mb-10">
      <fieldset className="m-0 min-w-0 border-0 p-0">
        <legend className="sr-only">{label}</legend>
        <div className="flex flex-wrap justify-center gap-2">
          {categories.map((c) => {
            const pressed = categoryId(c.name) === active;
            return (
              <button
                key={c.name}
                type="button"
                aria-pressed={pressed}
                onClick={() => onSelect(c.name)}
                className={`inline-flex min-h-10 items-center gap-2 rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors ${
                  pressed
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-line bg-white text-ink hover:border-brand-500 hover:text-brand-700"
                }`}
              >
                {c.label ?? c.name}
                <span
                  className={`rounded-full px-2 py-0.5 text-xs ${pressed ? "bg-white/20 text-white" : "bg-brand-50 text-brand-800"}`}
                >
                  {c.count}
                </span>
              </button>
            );
          })}
        </div>
      </fieldset>
      <p role="status" className="mt-4 text-center text-sm text-muted">
        {allShown
          ? fillIn(labels.showingAll || "Showing all {shown} {noun} on this page", { shown, noun })
          : fillIn(labels.showingIn || "Showing {shown} {noun} in {category}", { shown, noun, category: activeName })}
      </p>
    </div>
  );
}
