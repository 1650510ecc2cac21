import type { Services } from "../../server/services.ts";
import type { ListNames } from "../../shared/list-names.ts";
import type { Locale } from "../../shared/locales.ts";
import type { ContentKind } from "../../shared/translation-schema.ts";

/**
 * An item as a page shows it: `locale` says its text's language where it may
 * differ from the page's; on a Kiswahili page `category_name` (`type_name`…) names
 * its list entry in Kiswahili beside the stored English value (decision 0076).
 */
export type InPageLanguage<T> = T & { locale?: Locale } & ListNames;

/**
 * Items of one kind in the page's language (docs/product.md, "Translated
 * content"): on an English page as they are; on a Kiswahili page with each
 * one's Kiswahili fields over the English ones, and `locale` saying which language it is in.
 */
export async function inPageLanguage<T extends { id: number }>(
  services: Services,
  kind: ContentKind,
  items: T[],
  locale: Locale,
): Promise<Array<InPageLanguage<T>>> {
  if (locale === "en" || items.length === 0) return items;
  return services.translations.localize(kind, items, locale);
}
