import type { ReactNode } from "react";
import type { Locale } from "../../../shared/locales.ts";

/** The page's language and its note for items in English only (app/content/translations.ts). */
export type PageLanguage = { page: Locale; englishOnly: string };

/**
 * An item on a page of another language whose text is in English (no version
 * in the page's language yet; docs/product.md, "Translated content"): inside
 * `lang="en"`, so screen readers switch voice, with a short note in the page's
 * language saying so. Items in the page's language pass through as they are.
 */
export function InEnglishOnly({
  itemLocale,
  language,
  children,
  className,
}: {
  /** the language of the item's text, as the loader answered it; absent: the page's */
  itemLocale: Locale | undefined;
  /** absent: the page shows its items as they are */
  language: PageLanguage | undefined;
  children: ReactNode;
  className?: string;
}) {
  if (!language || itemLocale === undefined || itemLocale === language.page) return <>{children}</>;
  return (
    <div lang={itemLocale} className={className}>
      <p lang={language.page} className="mb-2 text-xs font-medium text-muted">
        {language.englishOnly}
      </p>
      {children}
    </div>
  );
}
