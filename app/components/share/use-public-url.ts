import { useRouteLoaderData } from "react-router";
import type { RootData } from "../../lib/meta.ts";

/** PUBLIC_URL, from the root loader: the origin of every share URL. */
export function usePublicUrl(): string {
  const root = useRouteLoaderData("root") as RootData | undefined;
  return root?.publicUrl ?? "";
}
