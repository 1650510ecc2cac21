import { pageNumbers } from "../../../shared/pagination.ts";
import { Link } from "./localized-link.tsx";

export type PagerLabels = {
  previous: string;
  next: string;
  page: (n: number) => string;
  position: (n: number, last: number) => string;
};

/**
 * Numbered links to the pages of a list, with Previous and Next (rel prev/next).
 * Plain links: they work without JavaScript, and following them reaches every item.
 */
export function Pager({
  label,
  current,
  last,
  href,
  labels,
}: {
  /** what the pager pages through, e.g. "News pages" */
  label: string;
  current: number;
  last: number;
  href: (n: number) => string;
  labels: PagerLabels;
}) {
  if (last <= 1) return null;
  const item = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold";
  const link = `${item} border border-line bg-white text-ink hover:border-brand-500 hover:text-brand-700`;
  return (
    <nav aria-label={label} className="flex flex-col items-center gap-3">
      <p className="text-sm text-muted">{labels.position(current, last)}</p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {current > 1 && (
          <li>
            <Link to={href(current - 1)} rel="prev" className={link}>
              {labels.previous}
            </Link>
          </li>
        )}
        {pageNumbers(current, last).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={n}>
              {n === current ? (
                <span aria-current="page" className={`${item} bg-brand-700 text-white`}>
                  <span className="sr-only">{labels.page(n)}</span>
                  <span aria-hidden="true">{n}</span>
                </span>
              ) : (
                <Link to={href(n)} aria-label={labels.page(n)} className={link}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        {current < last && (
          <li>
            <Link to={href(current + 1)} rel="next" className={link}>
              {labels.next}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
