import type { ReactNode } from "react";
import type { Locale } from "../../../shared/locales.ts";

/**
 * An item on a page of another language whose text is in English (no version
 * in the page's language yet; docs/product.md, "Translated content"): inside
 * `lang="en"`, so screen readers switch voice, with a short note in the page's
 * language saying so. Items in the page's language pass through as they are.
 */
export function InEnglishOnly({
  itemLocale,
  pageLocale,
  note,
  children,
  className,
}: {
  /** the language of the item's text, as the loader answered it; absent: the page's */
  itemLocale: Locale | undefined;
  pageLocale: Locale;
  /** e.g. "Inapatikana kwa Kiingereza pekee." (app/content/translations.ts) */
  note: string;
  children: ReactNode;
  className?: string;
}) {
  if (itemLocale === undefined || itemLocale === pageLocale) return <>{children}</>;
  return (
    <div lang={itemLocale} className={className}>
      <p lang={pageLocale} className="mb-2 text-xs font-medium text-muted">
        {note}
      </p>
      {children}
    </div>
  );
}
