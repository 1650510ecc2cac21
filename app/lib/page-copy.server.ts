import type { RouterContextProvider } from "react-router";
import { servicesContext } from "../../server/http/request-context.ts";
import type { Locale } from "../../shared/locales.ts";
import type { CopyOf, PageKey } from "../content/pages/page-registry.ts";
import { requestLocale } from "./page-language.ts";

/**
 * The copy of a page staff edit (docs/product.md, "Page copy"), in the language
 * of the page `request` asks for: what staff saved over the shipped copy
 * (app/content/pages/page-registry.ts), kept in memory by the server until it
 * changes. Its type is the shipped copy's, as the route renders it.
 */
export function pageCopy<K extends PageKey>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  key: K,
): Promise<CopyOf<K>> {
  return pageCopyIn(context, key, requestLocale(request));
}

/** As pageCopy, in `locale` (a route whose own address names no page: the shell's words module). */
export async function pageCopyIn<K extends PageKey>(
  context: Readonly<RouterContextProvider>,
  key: K,
  locale: Locale,
): Promise<CopyOf<K>> {
  const copy = await context.get(servicesContext).pages.copy(key, locale);
  return copy as unknown as CopyOf<K>;
}
