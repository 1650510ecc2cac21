import { useLocation } from "react-router";
import { type Locale, localeOfPath } from "../../shared/locales.ts";

/** The language of the page being shown: the address decides (shared/locales.ts). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}
