import { useLocalizedHref } from "../ui/localized-link.tsx";

export type SearchFieldCopy = { label: string; placeholder: string; button: string };

/**
 * A plain GET form to /search with `name="q"`: it needs no script, so it works
 * on a lite page and before hydration. `compact` is the header's version.
 */
export function SearchField({
  copy,
  defaultValue = "",
  compact = false,
  className = "",
}: {
  copy: SearchFieldCopy;
  defaultValue?: string;
  compact?: boolean;
  className?: string;
}) {
  const size = compact ? "h-10 px-3" : "h-12 px-4";
  return (
    <search aria-label={copy.label} className={className}>
      <form method="get" action={useLocalizedHref()("/search")} className="flex">
        <input
          type="search"
          name="q"
          aria-label={copy.label}
          defaultValue={defaultValue}
          placeholder={copy.placeholder}
          maxLength={200}
          className={`${size} w-full min-w-0 rounded-l-full border border-line`}
        />
        <button type="submit" className={`${size} rounded-r-full bg-brand-700 font-semibold text-white`}>
          {copy.button}
        </button>
      </form>
    </search>
  );
}
