import { useRouteLoaderData } from "react-router";
import type { RootData } from "./meta.ts";

/**
 * True on a lite page (Save-Data: on, or the visitor's `lite` cookie; see
 * shared/lite.ts): no scripts, and the smallest image widths.
 */
export function useLite(): boolean {
  return (useRouteLoaderData("root") as RootData | undefined)?.lite ?? false;
}
