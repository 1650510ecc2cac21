import { useRouteLoaderData } from "react-router";
import type { RootData } from "./meta.ts";

/** True when the visitor's browser asks to save data (Save-Data: on): show the smallest images. */
export function useSaveData(): boolean {
  return (useRouteLoaderData("root") as RootData | undefined)?.saveData ?? false;
}
