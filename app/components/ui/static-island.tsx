import { type ElementType, type MouseEvent, type ReactNode, useContext, useEffect, useRef } from "react";
import { UNSAFE_DataRouterContext as DataRouterContext } from "react-router";
import { isAppNavigation } from "./localized-link.tsx";

/**
 * Server-rendered HTML that hydration leaves alone (docs/decisions/0093-hydrate-less.md).
 * With its `data` (on the server, and in the browser after a client navigation)
 * it renders `children(data)`; without it (the browser hydrating a document whose
 * hydration data left that data out: app/lib/render-only.server.ts) it renders
 * only its element, with empty inner HTML, so React keeps the server's HTML
 * inside and hydrates none of it. The key differs between the two, so data that
 * arrives later (a revalidation) remounts it cleanly. Nothing inside is
 * interactive: links rendered by the server still navigate in the app (a click
 * on a router link, marked `data-discover`, becomes a client navigation), and
 * `enhance` may still work on the server's HTML (the home page's fade-in: ./reveal.tsx).
 * The element is a `div` with `display: contents` (no box of its own), or `as`
 * with `className` when the element itself belongs to the layout.
 */
export function StaticIsland<T>({
  data,
  children,
  as: Element = "div",
  className,
  enhance,
}: {
  data: T | undefined;
  children: (data: T) => ReactNode;
  as?: ElementType;
  className?: string;
  /** runs on the element when it keeps the server's HTML; returns its cleanup */
  enhance?: (element: HTMLElement) => (() => void) | undefined;
}) {
  // The router itself, not useNavigate(): the router's changing state then re-renders no island (as ./localized-link.tsx).
  const router = useContext(DataRouterContext)?.router;
  const element = useRef<HTMLElement>(null);
  const serverHtml = data === undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mode, as Reveal does
  useEffect(() => (serverHtml && element.current && enhance ? enhance(element.current) : undefined), [serverHtml]);
  const box = className === undefined ? { style: { display: "contents" } } : { className };
  if (data === undefined) {
    // Router links (`data-discover`) are same-origin pages of the app.
    const followLink = (event: MouseEvent<HTMLElement>) => {
      const link = (event.target as Element).closest?.("a[data-discover]");
      if (!router || !(link instanceof HTMLAnchorElement) || !isAppNavigation(event, link)) return;
      event.preventDefault();
      router.navigate(link.pathname + link.search + link.hash);
    };
    return (
      <Element
        key="server-html"
        ref={element}
        {...box}
        onClick={followLink}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty, so that hydration keeps the server's HTML
        dangerouslySetInnerHTML={{ __html: "" }}
      />
    );
  }
  return (
    <Element key="rendered" {...box}>
      {children(data)}
    </Element>
  );
}
