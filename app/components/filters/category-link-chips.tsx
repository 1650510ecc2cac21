import { Link } from "../ui/localized-link.tsx";

/** A chip: its category's name and count, and the `?category=` value it links to (null for All). */
export type CategoryLinkChip = { name: string; count: number; value: string | null };

/** Whether a chip is the one the page shows: All without a category, otherwise its value (any case). */
export const isCurrentChip = (chip: CategoryLinkChip, active: string | null): boolean =>
  chip.value === null ? active === null : chip.value.toLowerCase() === active?.toLowerCase();

/** The address a chip links to: the list's first page, filtered by the chip's category. */
export const chipHref = (basePath: string, chip: CategoryLinkChip): string =>
  chip.value === null ? basePath : `${basePath}?category=${encodeURIComponent(chip.value)}`;

/**
 * Category chips with real counts (/news, /resources, /community-stories). Each
 * is a plain link, so filtering works without JavaScript and a filtered view
 * can be shared; the chip of the page shown has aria-current.
 */
export function CategoryLinkChips({
  chips,
  active,
  basePath,
  label,
  href = (chip) => chipHref(basePath, chip),
}: {
  chips: CategoryLinkChip[];
  /** the `?category=` value of the page shown, null for All */
  active: string | null;
  /** the list's address, e.g. "/news" */
  basePath: string;
  /** the navigation's name, e.g. "Filter news by category" */
  label: string;
  /** where a chip links (by default `basePath?category=<value>`) */
  href?: (chip: CategoryLinkChip) => string;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap justify-center gap-2">
      {chips.map((chip) => {
        const current = isCurrentChip(chip, active);
        return (
          <Link
            key={chip.name}
            to={href(chip)}
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
