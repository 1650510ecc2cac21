import { Icon } from "../ui/icon.tsx";

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
  const height = compact ? "h-10" : "h-12";
  return (
    <search aria-label={copy.label} className={className}>
      <form method="get" action="/search" className="flex">
        <label className="flex min-w-0 flex-1">
          <span className="sr-only">{copy.label}</span>
          <input
            type="search"
            name="q"
            defaultValue={defaultValue}
            placeholder={copy.placeholder}
            maxLength={200}
            enterKeyHint="search"
            className={`${height} w-full min-w-0 rounded-l-full border border-line bg-white px-4 text-ink placeholder:text-muted focus:border-brand-500 focus:outline-none`}
          />
        </label>
        <button
          type="submit"
          className={`${height} inline-flex shrink-0 items-center gap-2 rounded-r-full bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800`}
        >
          <Icon name="search" className="size-5" />
          <span className={compact ? "sr-only" : ""}>{copy.button}</span>
        </button>
      </form>
    </search>
  );
}
