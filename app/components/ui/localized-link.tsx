import { type LinkProps, Link as RouterLink, type To } from "react-router";
import { type Locale, localizedPath } from "../../../shared/locales.ts";
import { useLocale } from "../../lib/locale.ts";

/**
 * The shell's links follow the page's language (docs/product.md, "Kiswahili"): copy
 * names English paths (`/about`) and, on a Kiswahili page, they render as
 * `/sw/about`. Every public component takes its Link from here, not from react-router.
 */
export function localizedTo(to: To, locale: Locale): To {
  if (typeof to === "string") return localizedPath(to, locale);
  return to.pathname ? { ...to, pathname: localizedPath(to.pathname, locale) } : to;
}

/** A react-router Link whose site path is in the page's language. */
export function Link({ to, ...props }: LinkProps) {
  return <RouterLink to={localizedTo(to, useLocale())} {...props} />;
}

/** For plain `<a href>` and `<form action>`: a site path in the page's language. */
export function useLocalizedHref(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(path, locale);
}
