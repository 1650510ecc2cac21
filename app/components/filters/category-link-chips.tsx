import { Link } from "react-router";
import type { newsPage } from "../../content/news-page.ts";

export type NewsCategoryChip = { name: string; count: number };

/** Category chips with real counts; each is a link (?category=…), so a filtered view can be shared. */
export function NewsCategoryChips({
  chips,
  active,
  labels,
}: {
  chips: NewsCategoryChip[];
  active: string | null;
  labels: Pick<typeof newsPage, "categoriesLabel" | "allCategory">;
}) {
  return (
    <nav aria-label={labels.categoriesLabel} className="flex flex-wrap justify-center gap-2">
      {chips.map((chip) => {
        const isAll = chip.name === labels.allCategory;
        const current = isAll ? active === null : chip.name.toLowerCase() === active?.toLowerCase();
        return (
          <Link
            key={chip.name}
            to={isAll ? "/news" : `/news?category=${encodeURIComponent(chip.name)}`}
            preventScrollReset
            aria-current={current ? "page" : undefined}
            className={`inline-flex min-h-10 items-center gap-2 rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors ${
              current
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-line bg-white text-ink hover:border-brand-500 hover:text-brand-700"
            }`}
          >
            {chip.name}
            <span
              className={`rounded-full px-2 py-0.5 text-xs ${current ? "bg-white/20 text-white" : "bg-brand-50 text-brand-800"}`}
            >
              {chip.count}
            </span>
          </Link>
        );
      })}
    </nav>
  );
}
