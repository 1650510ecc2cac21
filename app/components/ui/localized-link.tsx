import { type MouseEvent, useContext } from "react";
import {
  createPath,
  UNSAFE_DataRouterContext as DataRouterContext,
  type LinkProps,
  Link as RouterLink,
  type To,
} from "react-router";
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

/**
 * Whether a click on this link is the app's to follow: a plain left click on a
 * same-origin link without a target or a download, that nothing else handled.
 */
export function isAppNavigation(event: MouseEvent<HTMLElement>, link: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false;
  return (!link.target || link.target === "_self") && !link.hasAttribute("download") && link.origin === location.origin;
}

/**
 * A link to a page of the site in the page's language. It is a plain `<a>` marked
 * `data-discover` (React Router finds the page's route from it, as from its own
 * Link), and a plain click asks the router to go there. Unlike react-router's
 * Link it reads nothing of the router's state, which changes after the page
 * starts (the routes found for its links): that change re-renders none of the
 * page's links (docs/decisions/0096-start-without-waiting.md). A relative
 * address, or a page outside a data router, takes react-router's Link.
 */
export function Link(linkProps: LinkProps) {
  const {
    to,
    replace,
    state,
    preventScrollReset,
    reloadDocument,
    onClick,
    discover,
    prefetch,
    relative,
    viewTransition,
    ...props
  } = linkProps;
  const router = useContext(DataRouterContext)?.router;
  const target = localizedTo(to, useLocale());
  const href = typeof target === "string" ? target : createPath(target);
  const routerOnly = prefetch || relative || viewTransition || discover === "none";
  if (!router || routerOnly || !href.startsWith("/") || href.startsWith("//")) {
    return <RouterLink {...linkProps} to={target} />;
  }
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (reloadDocument || !isAppNavigation(event, event.currentTarget)) return;
    event.preventDefault();
    const here = location.pathname + location.search + location.hash;
    router.navigate(href, { replace: replace ?? here === href, state, preventScrollReset });
  };
  return <a href={href} data-discover="true" onClick={follow} {...props} />;
}

/** For plain `<a href>` and `<form action>`: a site path in the page's language. */
export function useLocalizedHref(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(path, locale);
}
