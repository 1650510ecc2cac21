import { useEffect, useState } from "react";

/**
 * The hero's slide index: advances every `interval` ms unless paused or the
 * visitor prefers reduced motion; choosing a slide restarts the wait.
 */
export function useRotation(count: number, interval: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  const [reducedMotion, setReducedMotion] = useState(false);

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReducedMotion(query.matches);
    const onChange = () => setReducedMotion(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new slide (also chosen by a dot) restarts the wait
  useEffect(() => {
    if (paused || reducedMotion || count < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), interval);
    return () => window.clearTimeout(timer);
  }, [index, paused, reducedMotion, count, interval]);

  return { index, setIndex, reducedMotion };
}
