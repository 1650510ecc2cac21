import type { Locale } from "../../../../shared/locales.ts";
import { LOCALES } from "../../../../shared/locales.ts";

/**
 * "Kiswahili | English" on the pages before sign-in (docs/product.md, "The
 * admin in Kiswahili"): each name in its own language; the current one is
 * marked, the other switches the page at once (the route remembers the choice).
 */
export function LanguageLinks({
  current,
  label,
  names,
  onChoose,
}: {
  current: Locale;
  label: string;
  names: Record<Locale, string>;
  onChoose: (locale: Locale) => void;
}) {
  return (
    <nav aria-label={label} className="mt-4 text-center text-sm text-white">
      {[...LOCALES].reverse().map((locale, index) => (
        <span key={locale}>
          {index > 0 && <span aria-hidden="true"> | </span>}
          {locale === current ? (
            <span lang={locale} aria-current="true" className="font-semibold">
              {names[locale]}
            </span>
          ) : (
            <button type="button" lang={locale} onClick={() => onChoose(locale)} className="underline">
              {names[locale]}
            </button>
          )}
        </span>
      ))}
    </nav>
  );
}
