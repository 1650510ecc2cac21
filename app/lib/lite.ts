import { useRootData } from "./page-matches.ts";

/**
 * True on a lite page (Save-Data: on, or the visitor's `lite` cookie; see
 * shared/lite.ts): no scripts, and the smallest image widths.
 */
export function useLite(): boolean {
  return useRootData()?.lite ?? false;
}
