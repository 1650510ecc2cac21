import type { Context } from "hono";
import { isLocale, type Locale } from "../../shared/locales.ts";
import type { ContentKind } from "../../shared/translatable.ts";
import { badRequest } from "../http/errors.ts";
import type { Services } from "../services.ts";

/**
 * `?locale=en|sw` of the content reads (decision 0070): absent, the answer is as
 * it always was; given, each item comes in that language field by field and says
 * which with `locale`. Any other language is a 400.
 */
export function localeQuery(c: Context): Locale | undefined {
  const raw = c.req.query("locale");
  if (raw === undefined) return undefined;
  if (isLocale(raw)) return raw;
  const message = "locale must be en or sw";
  throw badRequest(message, { locale: message });
}

/** A list page in the asked language (unchanged when none was asked). */
export async function localizedPage<T extends { id: number }, P extends { items: T[] }>(
  services: Services,
  kind: ContentKind,
  page: P,
  locale: Locale | undefined,
): Promise<P> {
  if (!locale) return page;
  return { ...page, items: await services.translations.localize(kind, page.items, locale) };
}

/** One item in the asked language (unchanged when none was asked). */
export async function localizedItem<T extends { id: number }>(
  services: Services,
  kind: ContentKind,
  item: T,
  locale: Locale | undefined,
): Promise<T> {
  if (!locale) return item;
  const [localized] = await services.translations.localize(kind, [item], locale);
  return localized ?? item;
}
