import { type KeyboardEvent, useRef } from "react";
import type { PhotoSet } from "../../../shared/collections/index.ts";
import { useLocalizedHref } from "../ui/localized-link.tsx";

/**
 * Tabs per day or set (role tablist); arrow keys, Home and End move between
 * them. Each tab is a link to the address of its set (`href(index)`), so a set
 * can be reached without JavaScript and shared; with it only the panel changes.
 */
export function DayTabs({
  days,
  active,
  onSelect,
  idPrefix,
  label,
  href,
}: {
  days: PhotoSet[];
  /** the tab list's name, e.g. "Days" */
  label: string;
  active: number;
  onSelect: (index: number) => void;
  idPrefix: string;
  href: (index: number) => string;
}) {
  const refs = useRef<Array<HTMLAnchorElement | null>>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = days.length - 1;
    const next =
      event.key === "ArrowRight"
        ? active === last
          ? 0
          : active + 1
        : event.key === "ArrowLeft"
          ? active === 0
            ? last
            : active - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  }

  const localized = useLocalizedHref();
  return (
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex flex-wrap gap-2">
      {days.map((day, index) => (
        <a
          key={`${index}-${day.name}`}
          ref={(el) => {
            refs.current[index] = el;
          }}
          href={localized(href(index))}
          role="tab"
          id={`${idPrefix}-tab-${index}`}
          aria-selected={index === active}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={index === active ? 0 : -1}
          onClick={(event) => {
            event.preventDefault();
            onSelect(index);
          }}
          className={`inline-flex min-h-10 items-center gap-1 rounded-full px-5 text-sm font-semibold transition-colors ${
            index === active ? "bg-brand-700 text-white" : "bg-brand-50 text-brand-800 hover:bg-brand-100"
          }`}
        >
          {day.name} <span className="font-normal opacity-80">({day.photos.length})</span>
        </a>
      ))}
    </div>
  );
}
