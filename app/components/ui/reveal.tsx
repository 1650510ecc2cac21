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
 */
export function revealOnScroll(root: HTMLElement): (() => void) | undefined {
  if (typeof IntersectionObserver === "undefined") return;
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  if (root.getBoundingClientRect().top < window.innerHeight) return;
  const marked = Array.from(root.querySelectorAll<HTMLElement>("[data-reveal]"));
  const items = marked.length > 0 ? marked : [root];
  for (const item of items) item.classList.add("reveal-pending");
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
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
