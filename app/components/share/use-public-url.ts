import { useRootData } from "../../lib/page-matches.ts";

/** PUBLIC_URL, from the root loader: the origin of every share URL. */
export function usePublicUrl(): string {
  return useRootData()?.publicUrl ?? "";
}
