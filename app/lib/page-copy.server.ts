import type { RouterContextProvider } from "react-router";
import { servicesContext } from "../../server/http/request-context.ts";
import type { CopyOf, PageKey } from "../content/pages/page-registry.ts";
import { requestLocale } from "./copy.server.ts";

/**
 * The copy of a page staff edit (docs/product.md, "Page copy"), in the language
 * of the page `request` asks for: what staff saved over the shipped copy
 * (app/content/pages/page-registry.ts), kept in memory by the server until it
 * changes. Its type is the shipped copy's, as the route renders it.
 */
export async function pageCopy<K extends PageKey>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  key: K,
): Promise<CopyOf<K>> {
  const copy = await context.get(servicesContext).pages.copy(key, requestLocale(request));
  return copy as unknown as CopyOf<K>;
}
