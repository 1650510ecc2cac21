import type { Context } from "hono";
import { isLocale, type Locale } from "../../shared/locales.ts";
import type { ContentKind } from "../../shared/translation-schema.ts";
import { badRequest } from "../http/errors.ts";
import type { Services } from "../services.ts";

/**
 * `?locale=en|sw` of the content reads (decision 0070): absent, the answer is as
 * it always was; given, each item comes in that language field by field, says
 * which with `locale`, and lists the languages it has a version in besides
 * English (`translations`, e.g. ["sw"]). Any other language is a 400.
 */
export function localeQuery(c: Context): Locale | undefined {
  const raw = c.req.query("locale");
  if (raw === undefined) return undefined;
  if (isLocale(raw)) return raw;
  const message = "locale must be en or sw";
  throw badRequest(message, { locale: message });
}

async function inLanguage<T extends { id: number }>(services: Services, kind: ContentKind, items: T[], locale: Locale) {
  const ids = items.map((item) => item.id);
  const [localized, versions] = await Promise.all([
    services.translations.localize(kind, items, locale),
    services.translations.versions(kind, ids),
  ]);
  return localized.map((item) => ({ ...item, translations: versions.get(item.id) ?? [] }));
}

/** A list page in the asked language (unchanged when none was asked). */
export async function localizedPage<T extends { id: number }, P extends { items: T[] }>(
  services: Services,
  kind: ContentKind,
  page: P,
  locale: Locale | undefined,
): Promise<P> {
  if (!locale) return page;
  return { ...page, items: await inLanguage(services, kind, page.items, locale) };
}

/** One item in the asked language (unchanged when none was asked). */
export async function localizedItem<T extends { id: number }>(
  services: Services,
  kind: ContentKind,
  item: T,
  locale: Locale | undefined,
): Promise<T> {
  if (!locale) return item;
  const [localized] = await inLanguage(services, kind, [item], locale);
  return localized ?? item;
}
