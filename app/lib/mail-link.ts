import type { MetaDescriptor } from "react-router";
import { type PageMetaInput, pageMeta } from "./meta.ts";

/**
 * The pages a mailed link opens (newsletter confirm and unsubscribe): the token
 * from the address, never indexed, never kept by any cache (their answer depends
 * on the link's state).
 */
export const linkToken = (request: Request) => new URL(request.url).searchParams.get("token");

export const mailLinkHeaders = () => ({ "Cache-Control": "no-store" });

export const mailLinkMeta = (rootData: unknown, meta: Omit<PageMetaInput, "noindex">): MetaDescriptor[] =>
  pageMeta(rootData, { ...meta, noindex: true });
