import { type ReactNode, useEffect, useRef } from "react";

/** Spec section 9: scroll-in threshold 0.1; 80 ms stagger per item, capped so a section finishes by 1200 ms. */
export const REVEAL_THRESHOLD = 0.1;
export const REVEAL_STAGGER_MS = 80;
const MAX_DELAY_MS = 1200 - 600;

/**
 * Fades its content in once, when scrolled into view. Server HTML is fully
 * visible; only after hydration are blocks still below the fold hidden and
 * observed, so nothing depends on JavaScript and nothing above the fold flickers.
 * Children marked `data-reveal` fade one after another; otherwise the block fades as one.
 */
export function Reveal({ children, className = "" }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? revealOnScroll(ref.current) : undefined), []);
  return (
    <div ref={ref} className={`reveal ${className}`}>
      {children}
    </div>
  );
}

/**
 * Reveal's work on an element already in the page (a `.reveal` block the server
 * rendered inside a static island: ./static-island.tsx); returns its cleanup.
 * Where the block is comes from the observer's first report, made with the
 * browser's next frame, not from asking for its position here: asking would
 * make the browser lay the page out again for every block, in the task that
 * starts the page (docs/decisions/0096-start-without-waiting.md).
 */
export function revealOnScroll(root: HTMLElement): (() => void) | undefined {
  if (typeof IntersectionObserver === "undefined") return;
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const marked = Array.from(root.querySelectorAll<HTMLElement>("[data-reveal]"));
  const items = marked.length > 0 ? marked : [root];
  let placed = false;
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      if (!placed) {
        placed = true;
        // Already on screen, or above it: it stays as the server drew it.
        if (entry.isIntersecting || entry.boundingClientRect.top < (entry.rootBounds?.height ?? window.innerHeight)) {
          observer.disconnect();
          return;
        }
        for (const item of items) item.classList.add("reveal-pending");
        return;
      }
      if (!entry.isIntersecting) return;
      items.forEach((item, index) => {
        item.style.transitionDelay = `${Math.min(index * REVEAL_STAGGER_MS, MAX_DELAY_MS)}ms`;
        item.classList.remove("reveal-pending");
      });
      observer.disconnect();
    },
    { threshold: REVEAL_THRESHOLD },
  );
  observer.observe(root);
  return () => {
    observer.disconnect();
    for (const item of items) item.classList.remove("reveal-pending");
  };
}

/** Reveal's fade-in for the `.reveal` blocks of server HTML (a static island's `enhance`: ./static-island.tsx). */
export function revealAll(root: HTMLElement): () => void {
  const cleanups = Array.from(root.querySelectorAll<HTMLElement>(".reveal")).map(revealOnScroll);
  return () => {
    for (const cleanup of cleanups) cleanup?.();
  };
}
