import type { MetaDescriptor } from "react-router";
import { pageMeta } from "../../../lib/meta.ts";

/** Staff pages are never indexed (robots noindex) … */
export function adminMeta(rootData: unknown, title: string, path: string): MetaDescriptor[] {
  return pageMeta(rootData, { title, description: "Uraia staff area.", path, noindex: true });
}

/** … and never kept by a shared cache. */
export function adminHeaders(): HeadersInit {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
}
