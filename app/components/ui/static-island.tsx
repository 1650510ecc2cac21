import { type ElementType, type MouseEvent, type ReactNode, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { revealOnScroll } from "./reveal.tsx";

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
 * its `.reveal` blocks still fade in when scrolled to (./reveal.tsx).
 * The element is a `div` with `display: contents` (no box of its own), or `as`
 * with `className` when the element itself belongs to the layout.
 */
export function StaticIsland<T>({
  data,
  children,
  as: Element = "div",
  className,
  id,
}: {
  data: T | undefined;
  children: (data: T) => ReactNode;
  as?: ElementType;
  className?: string;
  id?: string;
}) {
  const navigate = useNavigate();
  const element = useRef<HTMLElement>(null);
  const serverHtml = data === undefined;
  useEffect(() => (serverHtml && element.current ? revealAll(element.current) : undefined), [serverHtml]);
  const box = className === undefined ? { style: { display: "contents" } } : { className };
  if (data === undefined) {
    const followLink = (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element).closest?.("a[data-discover]");
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      event.preventDefault();
      navigate(link.pathname + link.search + link.hash);
    };
    return (
      <Element
        key="server-html"
        ref={element}
        id={id}
        {...box}
        onClick={followLink}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty, so that hydration keeps the server's HTML
        dangerouslySetInnerHTML={{ __html: "" }}
      />
    );
  }
  return (
    <Element key="rendered" id={id} {...box}>
      {children(data)}
    </Element>
  );
}

/** Reveal's fade-in for the `.reveal` blocks of server HTML. */
function revealAll(root: HTMLElement): () => void {
  const cleanups = Array.from(root.querySelectorAll<HTMLElement>(".reveal")).map(revealOnScroll);
  return () => {
    for (const cleanup of cleanups) cleanup?.();
  };
}
